import { Trans } from '@lingui/react/macro';
import { useFormatMoney } from '../../foundations/money';
import { Notice } from './styles';

export interface CancellationFeeNoticeProps {
  /** What cancelling now costs, in the host's currency; 0 within the free window. */
  fee: number;
}

/**
 * What cancelling a reservation now costs under the rental rules, shown before the customer
 * confirms: free within the free window, else the fee, set apart as a warning.
 */
export function CancellationFeeNotice({ fee }: CancellationFeeNoticeProps) {
  const formatMoney = useFormatMoney();
  const amount = formatMoney(fee);
  return (
    <Notice role="note" $charged={fee > 0}>
      {fee > 0 ? (
        <Trans>The free cancellation period has ended: cancelling now costs {amount}.</Trans>
      ) : (
        <Trans>Cancelling now is free of charge.</Trans>
      )}
    </Notice>
  );
}
