import { styled } from 'styled-components';

export const Preview = styled.img`
  width: 100%;
  max-width: calc(${({ theme }) => theme.space.xxxl} * 5);
  height: ${({ theme }) => theme.sizes.cardImageHeight};
  object-fit: contain;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: ${({ theme }) => theme.radii.sm};
`;
