import { styled } from 'styled-components';

export const Photo = styled.img`
  display: block;
  width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radii.md};
`;
