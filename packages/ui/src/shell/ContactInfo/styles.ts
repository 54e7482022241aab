import { styled } from 'styled-components';

export const Info = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

export const Details = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  margin: 0;

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  dd {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
  }
`;

export const DetailRow = styled.div`
  display: contents;
`;

export const MapFrame = styled.iframe`
  width: 100%;
  height: ${({ theme }) => theme.sizes.mapHeight};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;
