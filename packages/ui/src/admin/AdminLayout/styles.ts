import { css, styled } from 'styled-components';
import { AnchorLink } from '../../foundations/link';
import { media } from '../../foundations/media';
import { bareList } from '../../foundations/bareList';

export const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;

  ${media.up('md')} {
    flex-direction: row;
  }
`;

export const Sidebar = styled.nav`
  flex-shrink: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.onDark};
  background: ${({ theme }) => theme.colors.dark};

  ${media.up('md')} {
    width: calc(${({ theme }) => theme.space.xxxl} * 4);
    padding: ${({ theme }) => theme.space.md};
  }
`;

export const Brand = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const NavList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
  ${bareList}

  ${media.up('md')} {
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const navItem = `
  display: block;
  width: 100%;
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
`;

// Below md the sidebar is a band above the screen: compact items keep its nine entries to two
// rows at 375 px, every destination visible (at full size they take three rows of a phone's
// first screen).
const navItemSize = css`
  padding: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ${media.up('md')} {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    font-size: inherit;
  }
`;

export const NavLink = styled(AnchorLink)<{ $active: boolean }>`
  ${navItem}
  ${navItemSize}
  color: ${({ theme, $active }) => ($active ? theme.colors.accentOnDark : theme.colors.onDark)};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-weight: ${({ theme, $active }) =>
    $active ? theme.fontWeights.bold : theme.fontWeights.regular};

  &:hover {
    color: ${({ theme }) => theme.colors.accentOnDark};
  }
`;

export const LogoutButton = styled.button`
  ${navItem}
  ${navItemSize}
  color: ${({ theme }) => theme.colors.onDark};
  background: none;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};

  &:hover {
    color: ${({ theme }) => theme.colors.accentOnDark};
  }
`;

export const Main = styled.main`
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.background};
  /* A long word (the spec's 'AdminDashboardPage', a longer translation) wraps on a phone. */
  overflow-wrap: break-word;
`;
