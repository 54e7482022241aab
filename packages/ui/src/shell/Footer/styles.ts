import { styled } from 'styled-components';
import { AnchorLink } from '../../foundations/link';
import { media } from '../../foundations/media';
import { bareList } from '../../foundations/bareList';

export const FooterRoot = styled.footer`
  color: ${({ theme }) => theme.colors.onDarkMuted};
  background: ${({ theme }) => theme.colors.dark};
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.xl};
  max-width: ${({ theme }) => theme.sizes.container};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.md}`};

  ${media.up('md')} {
    grid-template-columns: repeat(2, 1fr);
  }

  ${media.up('lg')} {
    grid-template-columns: 1.5fr 1fr 1.5fr 1.5fr;
  }
`;

export const Column = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

export const ColumnTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.onDark};
`;

export const Text = styled.p`
  margin: 0;
`;

export const PlainList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  ${bareList}
`;

export const FooterLink = styled(AnchorLink)`
  color: ${({ theme }) => theme.colors.onDarkMuted};
  text-decoration: underline;
  text-underline-offset: ${({ theme }) => theme.borderWidths.thick};

  &:hover {
    color: ${({ theme }) => theme.colors.accentOnDark};
  }
`;

export const HoursList = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.onDark};
  }

  dd {
    margin: 0;
  }
`;

export const HoursRow = styled.div`
  display: contents;
`;

export const Address = styled.address`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  font-style: normal;
`;

export const BottomLine = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  text-align: center;
  border-top: ${({ theme }) => theme.borderWidths.thin} solid
    ${({ theme }) => theme.colors.secondary};
`;
