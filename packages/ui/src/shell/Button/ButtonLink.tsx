import { styled } from 'styled-components';
import { AnchorLink, type LinkComponent, type LinkProps } from '../../foundations/link';
import { buttonStyles, type ButtonSize, type ButtonStyleProps, type ButtonVariant } from './styles';

export interface ButtonLinkProps extends LinkProps {
  /** The visual style: `primary`, `secondary`, `danger`, `outline` or `link`. */
  variant?: ButtonVariant;
  /** `sm`, `md` or `lg`. */
  size?: ButtonSize;
  /** Stretches the link to its container's width. */
  fullWidth?: boolean;
  /** The app's router link; a plain anchor by default. */
  linkComponent?: LinkComponent;
}

const StyledLink = styled(AnchorLink)<ButtonStyleProps>`
  ${buttonStyles}
`;

/** A navigation link that looks like a `Button` (e.g. 'Rent Now'). */
export function ButtonLink({
  href,
  children,
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  linkComponent,
  ...rest
}: ButtonLinkProps) {
  return (
    <StyledLink
      as={linkComponent ?? AnchorLink}
      href={href}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      {...rest}
    >
      {children}
    </StyledLink>
  );
}
