import { styled } from 'styled-components';

export * from '../featureBlockStyles';

export const BlockImage = styled.img`
  width: 100%;
  max-width: 720px;
  height: auto;
  margin: 0 auto;
`;
