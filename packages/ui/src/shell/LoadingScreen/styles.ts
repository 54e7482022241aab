import { styled } from 'styled-components';

export const Screen = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.lg};
  min-height: 100vh;
  padding: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};
`;

export const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
`;

export const Image = styled.img`
  width: ${({ theme }) => theme.sizes.loadingLogo};
  max-width: 80vw;
  height: auto;
`;

export const Caption = styled.figcaption`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
`;
