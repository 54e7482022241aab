import { styled } from 'styled-components';
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
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.onDark};
  background: ${({ theme }) => theme.colors.dark};

  ${media.up('md')} {
    width: calc(${({ theme }) => theme.space.xxxl} * 4);
  }
`;

export const Brand = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const NavList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  ${bareList}

  ${media.up('md')} {
    flex-direction: column;
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

export const NavLink = styled(AnchorLink)<{ $active: boolean }>`
  ${navItem}
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
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
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
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
`;
