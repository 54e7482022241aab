import { useLingui } from '@lingui/react/macro';
import type { ButtonHTMLAttributes, MouseEventHandler, ReactNode } from 'react';
import { Spinner } from '../Spinner';
import { StyledButton, type ButtonSize, type ButtonVariant } from './styles';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The visual style: `primary`, `secondary`, `danger`, `outline` or `link`. */
  variant?: ButtonVariant;
  /** `sm`, `md` or `lg`. */
  size?: ButtonSize;
  /** While true the button is disabled, marked `aria-busy` and shows a spinner before its text. */
  busy?: boolean;
  /** Screen-reader text of the busy spinner (default: 'Please wait'). */
  busyLabel?: string;
  /** Stretches the button to its container's width. */
  fullWidth?: boolean;
  /** `submit` in a form; `button` by default, so a button never submits a form by accident. */
  type?: 'button' | 'submit' | 'reset';
  /** Greys the button out and ignores clicks; it stays out of the tab order. */
  disabled?: boolean;
  /** Called on a click, or on Enter or Space while the button has focus. */
  onClick?: MouseEventHandler<HTMLButtonElement>;
  /** The button's text (and its accessible name), e.g. 'Book Now'. */
  children?: ReactNode;
}

/**
 * A native `<button>` in one of the theme's variants and sizes. While `busy` it is disabled,
 * marked `aria-busy` and shows a spinner before its text. Any other `<button>` attribute
 * (`aria-*`, `name`, `form`, ...) passes through.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  busy = false,
  busyLabel,
  fullWidth = false,
  disabled = false,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  const { t } = useLingui();
  return (
    <StyledButton
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      {...rest}
    >
      {busy && <Spinner size="sm" label={busyLabel ?? t`Please wait`} />}
      {children}
    </StyledButton>
  );
}
