import { styled } from 'styled-components';

export const Card = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition: box-shadow ${({ theme }) => `${theme.transition.duration} ${theme.transition.easing}`};

  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

export const CardImage = styled.img`
  width: 100%;
  height: ${({ theme }) => theme.sizes.cardImageHeight};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

export const CardBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
`;

export const CardTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const Price = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};

  strong {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.sm};
`;
