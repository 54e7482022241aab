import { styled } from 'styled-components';
import { bareList } from '../../foundations/bareList';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

export const MapFrame = styled.div<{ $picking: boolean }>`
  /* Leaflet's panes and controls stack up to 1000 inside; the page's bars stay above them. */
  isolation: isolate;
  height: ${({ theme }) => theme.sizes.mapHeight};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  font-family: ${({ theme }) => theme.fonts.body};

  &:focus-visible {
    outline: ${({ theme }) => theme.borderWidths.thick} solid ${({ theme }) => theme.colors.focus};
    outline-offset: ${({ theme }) => theme.borderWidths.thin};
  }

  &.leaflet-container {
    cursor: ${({ $picking }) => ($picking ? 'crosshair' : 'grab')};
  }

  .rentacar-map-pin {
    background: ${({ theme }) => theme.colors.primary};
    border: ${({ theme }) => theme.borderWidths.medium} solid ${({ theme }) => theme.colors.surface};
    border-radius: ${({ theme }) => `${theme.radii.round} ${theme.radii.round} ${theme.radii.round} 0`};
    box-shadow: ${({ theme }) => theme.shadows.md};
    transform-origin: center;
    rotate: -45deg;
  }

  .rentacar-map-pin:focus-visible {
    outline: ${({ theme }) => theme.borderWidths.thick} solid ${({ theme }) => theme.colors.focus};
  }
`;

export const Attribution = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: end;
`;

export const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

export const PlaceList = styled.ul`
  ${bareList}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};

  li {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  }
`;
