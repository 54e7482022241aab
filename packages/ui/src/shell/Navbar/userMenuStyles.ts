import { styled, css } from 'styled-components';
import { media } from '../../foundations/media';
import { AnchorLink } from '../../foundations/link';

// The signed-in user's menu, in the chunk of its own that it loads in (Navbar.tsx).

export const MenuRoot = styled.div`
  position: relative;
`;

export const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.onDark};
  background: transparent;
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.onDarkMuted};
  border-radius: ${({ theme }) => theme.radii.pill};
  cursor: pointer;

  &::after {
    content: '';
    border: ${({ theme }) => theme.sizes.caret} solid transparent;
    border-top-color: currentColor;
    transform: translateY(25%);
  }
`;

export const MenuList = styled.ul`
  min-width: ${({ theme }) => theme.sizes.menuMinWidth};
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: ${({ theme }) => theme.space.xs} 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  ${media.up('lg')} {
    position: absolute;
    right: 0;
    z-index: ${({ theme }) => theme.zIndices.dropdown};
  }
`;

const menuItemStyles = css`
  display: block;
  width: 100%;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  font: inherit;
  text-align: left;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  background: transparent;
  border: 0;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

export const MenuLink = styled(AnchorLink)`
  ${menuItemStyles}
`;

export const MenuAction = styled.button`
  ${menuItemStyles}
`;
