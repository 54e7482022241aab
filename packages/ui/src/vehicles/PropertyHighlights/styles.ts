import { styled } from 'styled-components';

export const Highlights = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

export const HighlightsTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

export const List = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  margin: 0;
  border-top: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
`;

export const Row = styled.div`
  display: contents;

  dt,
  dd {
    margin: 0;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xs}`};
    border-bottom: ${({ theme }) => theme.borderWidths.thin} solid
      ${({ theme }) => theme.colors.border};
  }

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    text-align: right;
    color: ${({ theme }) => theme.colors.text};
  }
`;
