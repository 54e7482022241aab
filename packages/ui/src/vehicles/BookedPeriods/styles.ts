import { styled } from 'styled-components';
import { bareList } from '../../foundations/bareList';

export const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.lg};
`;

export const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const PeriodList = styled.ul`
  ${bareList}
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

export const EmptyText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
