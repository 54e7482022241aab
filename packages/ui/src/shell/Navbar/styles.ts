import { styled, css } from 'styled-components';
import { AnchorLink } from '../../foundations/link';
import { media } from '../../foundations/media';
import { bareList } from '../../foundations/bareList';

export const Bar = styled.header`
  position: relative;
  z-index: ${({ theme }) => theme.zIndices.sticky};
  color: ${({ theme }) => theme.colors.onDark};
  background: ${({ theme }) => theme.colors.dark};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

export const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  max-width: ${({ theme }) => theme.sizes.container};
  min-height: ${({ theme }) => theme.sizes.navbarHeight};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
`;

export const Brand = styled(AnchorLink)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.onDark};
  text-decoration: none;
`;

export const BrandLogo = styled.img`
  width: ${({ theme }) => theme.sizes.iconButton};
  height: auto;
`;

export const MenuToggle = styled.button`
  display: inline-flex;
  flex-direction: column;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.onDark};
  background: transparent;
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.onDarkMuted};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;

  ${media.up('lg')} {
    display: none;
  }
`;

export const MenuToggleBar = styled.span`
  display: block;
  width: ${({ theme }) => theme.sizes.menuIconWidth};
  height: ${({ theme }) => theme.borderWidths.medium};
  background: currentColor;
`;

export const Collapse = styled.div<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'flex' : 'none')};
  flex-basis: 100%;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} 0`};

  ${media.up('lg')} {
    display: flex;
    flex-basis: auto;
    flex-grow: 1;
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
    padding: 0 0 0 ${({ theme }) => theme.space.xl};
  }
`;

export const LinkList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  ${bareList}

  ${media.up('lg')} {
    flex-direction: row;
    gap: ${({ theme }) => theme.space.md};
  }
`;

const navLinkStyles = css`
  display: block;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xs}`};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.onDark};
  text-decoration: none;
  border-bottom: ${({ theme }) => theme.borderWidths.medium} solid transparent;
  transition: color ${({ theme }) => `${theme.transition.duration} ${theme.transition.easing}`};

  &:hover,
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.accentOnDark};
    border-bottom-color: ${({ theme }) => theme.colors.accentOnDark};
  }
`;

export const NavLink = styled(AnchorLink)`
  ${navLinkStyles}
`;

export const UserArea = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;
