import { styled } from 'styled-components';

export * from '../featureBlockStyles';

export const BlockImage = styled.img`
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.blockImage};
  height: auto;
  margin: 0 auto;
`;
