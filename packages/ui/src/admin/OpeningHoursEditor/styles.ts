import { styled } from 'styled-components';
import { media } from '../../foundations/media';

export const Days = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

/** One weekday: its name and Closed box, then its periods and the Add button. */
export const Day = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: ${({ theme }) => theme.borderWidths.thin} solid
    ${({ theme }) => theme.colors.border};

  ${media.up('md')} {
    grid-template-columns: calc(${({ theme }) => theme.space.xxxl} * 2.5) 1fr;
    column-gap: ${({ theme }) => theme.space.md};
  }
`;

export const DayHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};

  ${media.up('md')} {
    flex-direction: column;
    align-items: flex-start;
    justify-content: flex-start;
  }
`;

export const DayName = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const Periods = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  justify-items: start;
`;

/** One period: the two time fields and Remove, on one line where there is room. */
export const Period = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  column-gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  width: 100%;

  ${media.up('sm')} {
    grid-template-columns: 1fr 1fr auto;
  }
`;
