import { styled } from 'styled-components';

export const Dialog = styled.dialog`
  width: calc(100% - ${({ theme }) => theme.space.xl});
  max-width: calc(${({ theme }) => theme.space.xxxl} * 7);
  padding: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  text-align: center;

  &::backdrop {
    background: ${({ theme }) => theme.colors.overlay};
  }
`;

export const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

export const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Actions = styled.div`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
`;
