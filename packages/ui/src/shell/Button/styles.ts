import { styled, css, type DefaultTheme } from 'styled-components';
import { focusRing } from '../../foundations/focusRing';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'outline' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface VariantColors {
  background: string;
  hover: string;
  foreground: string;
  border: string;
}

const variantColors = (theme: DefaultTheme, variant: ButtonVariant): VariantColors => {
  const { colors } = theme;
  switch (variant) {
    case 'primary':
      return {
        background: colors.primary,
        hover: colors.primaryHover,
        foreground: colors.onPrimary,
        border: colors.primary,
      };
    case 'secondary':
      return {
        background: colors.secondary,
        hover: colors.secondaryHover,
        foreground: colors.onSecondary,
        border: colors.secondary,
      };
    case 'danger':
      return {
        background: colors.danger,
        hover: colors.dangerHover,
        foreground: colors.onDanger,
        border: colors.danger,
      };
    case 'outline':
      return {
        background: colors.surface,
        hover: colors.surfaceAlt,
        foreground: colors.primary,
        border: colors.primary,
      };
    case 'link':
      return {
        background: 'transparent',
        hover: 'transparent',
        foreground: colors.primary,
        border: 'transparent',
      };
  }
};

const paddings = {
  sm: ['xs', 'sm'],
  md: ['sm', 'md'],
  lg: ['md', 'lg'],
} as const;

const fontSizes = { sm: 'sm', md: 'md', lg: 'lg' } as const;

export interface ButtonStyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}

/** Shared by `Button` and `ButtonLink`, so a link can look like a button. */
export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  padding: ${({ theme, $size }) =>
    `${theme.space[paddings[$size][0]]} ${theme.space[paddings[$size][1]]}`};
  font-family: inherit;
  font-size: ${({ theme, $size }) => theme.fontSizes[fontSizes[$size]]};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.body};
  text-decoration: ${({ $variant }) => ($variant === 'link' ? 'underline' : 'none')};
  color: ${({ theme, $variant }) => variantColors(theme, $variant).foreground};
  background: ${({ theme, $variant }) => variantColors(theme, $variant).background};
  border: ${({ theme }) => theme.borderWidths.thin} solid
    ${({ theme, $variant }) => variantColors(theme, $variant).border};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.transition.duration}
      ${({ theme }) => theme.transition.easing},
    color ${({ theme }) => theme.transition.duration} ${({ theme }) => theme.transition.easing};

  &:hover:not(:disabled) {
    background: ${({ theme, $variant }) => variantColors(theme, $variant).hover};
  }

  &:focus-visible {
    ${focusRing}
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.65;
  }
`;

export const StyledButton = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;

/** A round primary button holding a single glyph (carousel and slider arrows). */
export const roundIconButtonStyles = css`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.iconButton};
  height: ${({ theme }) => theme.sizes.iconButton};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.onPrimary};
  background: ${({ theme }) => theme.colors.primary};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.primaryHover};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;
