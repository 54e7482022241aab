import { useLingui } from '@lingui/react/macro';
import { SpinnerCircle, SpinnerLabel, SpinnerRoot, type SpinnerSize } from './styles';

export interface SpinnerProps {
  /** Announced to screen readers; the circle itself is decorative (default: 'Loading'). */
  label?: string;
  /** `sm` (inline, e.g. in a button), `md` or `lg`. */
  size?: SpinnerSize;
  /** For styling with `styled(Spinner)`. */
  className?: string;
}

/** An indeterminate progress indicator announced as a polite status. */
export function Spinner({ label, size = 'md', className }: SpinnerProps) {
  const { t } = useLingui();
  return (
    <SpinnerRoot role="status" className={className}>
      <SpinnerCircle $size={size} aria-hidden="true" />
      <SpinnerLabel>{label ?? t`Loading`}</SpinnerLabel>
    </SpinnerRoot>
  );
}
