export { Button } from './Button';
export type { ButtonProps } from './Button';
export { ButtonLink } from './ButtonLink';
export type { ButtonLinkProps } from './ButtonLink';
export { buttonStyles, roundIconButtonStyles } from './styles';
export type { ButtonVariant, ButtonSize, ButtonStyleProps } from './styles';
