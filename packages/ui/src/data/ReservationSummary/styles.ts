import { styled } from 'styled-components';

export const DetailList = styled.dl`
  display: grid;
  /* A label wider than the column it may take wraps, so a phone never scrolls sideways. */
  grid-template-columns: fit-content(50%) 1fr;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin: 0;

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  dd {
    margin: 0;
  }
`;

export const CancelRow = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
`;
