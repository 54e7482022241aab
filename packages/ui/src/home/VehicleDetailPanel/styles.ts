import { styled } from 'styled-components';
import { media } from '../../foundations/media';

/** The picture's and the side's shares of the panel, side by side from large screens up. */
export const PICTURE_AND_SIDE = { picture: 2, side: 1, from: 'lg' } as const;

export const Panel = styled.article`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.lg};
  align-items: center;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  ${media.up(PICTURE_AND_SIDE.from)} {
    grid-template-columns: ${PICTURE_AND_SIDE.picture}fr ${PICTURE_AND_SIDE.side}fr;
  }
`;

export const PanelImage = styled.img`
  width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

export const PriceTag = styled.p`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.onPrimary};
  background: ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};

  strong {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;
