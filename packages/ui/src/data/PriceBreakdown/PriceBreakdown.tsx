import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { intlLocale } from '../../foundations/intlLocale';
import { useFormatMoney } from '../../foundations/money';
import { Button } from '../../shell/Button';
import { Announcement, Breakdown, IncludedAmount, LinesTable, Note, Problem } from './styles';

/**
 * One line of a price: what it is (`kind`), what it adds to the total (`amount`) and the facts the
 * component words it from. A kind the component does not know is shown by its `label`.
 */
export interface PriceBreakdownLine {
  /** `base`, `season`, `one-way`, `young-driver`, `tax`, or a kind shown by its `label`. */
  kind: string;
  /** The line in English, for a kind the component does not word itself. */
  label: string;
  /** What the line adds to the total, in the host's currency (negative for a reduction). */
  amount: number;
  /** Base: the weeks, days or hours; young driver: the days times the drivers; season: its days. */
  quantity?: number;
  /** The unit a base line counts. */
  unit?: 'week' | 'day' | 'hour';
  /** The price of one unit (base and young-driver lines). */
  unitPrice?: number;
  /** The percentage of a season (20, -10) or a tax (8.25). */
  percent?: number;
  /** The season's name, or the branch a one-way rental returns to. */
  name?: string;
  /** A tax the prices already include: shown, not added to the total. */
  included?: boolean;
}

/**
 * Where the price stands: `ready`; `loading` (a new price is on its way: the previous lines stay,
 * marked busy); `failed` (the price could not be worked out: a message and Try again); or
 * `unavailable` (the rental cannot be priced, for the reasons given).
 */
export type PriceBreakdownState = 'ready' | 'loading' | 'failed' | 'unavailable';

export interface PriceBreakdownProps {
  /** The price's lines, in the order they are shown. */
  lines: readonly PriceBreakdownLine[];
  /** The sum of the lines that are not `included`, in the host's currency. */
  total: number;
  /** Held at pick-up and not charged now; shown under the total when given. */
  deposit?: number;
  /** Where the price stands (default `ready`). */
  state?: PriceBreakdownState;
  /** What went wrong, while `failed` (default: 'The price could not be worked out.'). */
  errorMessage?: string;
  /** Asks for the price again, while `failed` (Try again). */
  onRetry?: () => void;
  /** Why the rental cannot be priced, while `unavailable`, one reason a list item. */
  reasons?: readonly string[];
}

/** A line in the reader's language, from its facts; a kind not known here by its `label`. */
function LineText({
  line,
  formatPercent,
}: {
  line: PriceBreakdownLine;
  formatPercent: (percent: number) => string;
}) {
  const formatMoney = useFormatMoney();
  const quantity = line.quantity ?? 0;
  const unitPrice = line.unitPrice === undefined ? '' : formatMoney(line.unitPrice);
  const percent = line.percent === undefined ? '' : formatPercent(line.percent);
  const name = line.name ?? '';
  switch (line.kind) {
    case 'base':
      if (line.unit === 'week') {
        return (
          <Plural value={quantity} one={`# week × ${unitPrice}`} other={`# weeks × ${unitPrice}`} />
        );
      }
      if (line.unit === 'day') {
        return (
          <Plural value={quantity} one={`# day × ${unitPrice}`} other={`# days × ${unitPrice}`} />
        );
      }
      return (
        <Plural value={quantity} one={`# hour × ${unitPrice}`} other={`# hours × ${unitPrice}`} />
      );
    case 'one-way':
      return name ? <Trans>One-way return to {name}</Trans> : <Trans>One-way return</Trans>;
    case 'young-driver':
      return (
        <Plural
          value={quantity}
          one={`Young driver, # day × ${unitPrice}`}
          other={`Young driver, # days × ${unitPrice}`}
        />
      );
    case 'season':
      return (
        <Plural
          value={quantity}
          one={`${name} ${percent} (# day)`}
          other={`${name} ${percent} (# days)`}
        />
      );
    case 'tax':
      return <Trans>Sales tax {percent}</Trans>;
    default:
      return line.label;
  }
}

/**
 * A price line by line: each line worded in the reader's language from its facts, its amount
 * right-aligned (an included tax marked "incl.", not added), the total, and the deposit held at
 * pick-up. While a new price is on its way the previous one stays, marked busy; a price that
 * failed offers Try again, one that cannot be given lists why. Only the new total, the failure or
 * the reasons are announced (politely), not the whole table again.
 */
export function PriceBreakdown({
  lines,
  total,
  deposit,
  state = 'ready',
  errorMessage,
  onRetry,
  reasons = [],
}: PriceBreakdownProps) {
  const { t, i18n } = useLingui();
  const formatMoney = useFormatMoney();
  const percentFormat = useMemo(
    () =>
      new Intl.NumberFormat(intlLocale(i18n.locale), {
        style: 'percent',
        maximumFractionDigits: 2,
      }),
    [i18n.locale],
  );
  const signedPercentFormat = useMemo(
    () =>
      new Intl.NumberFormat(intlLocale(i18n.locale), {
        style: 'percent',
        maximumFractionDigits: 2,
        signDisplay: 'exceptZero',
      }),
    [i18n.locale],
  );
  const totalText = formatMoney(total);
  const depositText = deposit === undefined ? undefined : formatMoney(deposit);
  const priced = state === 'ready' || state === 'loading';
  const totalAnnouncement = t`Total: ${totalText}`;
  // Said once mounted, so the live region is in the page before its text: the first total is
  // announced too, and later only a changed one.
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    setAnnouncement(state === 'ready' ? totalAnnouncement : '');
  }, [state, totalAnnouncement]);
  return (
    <Breakdown>
      <div role="status">
        <Announcement>{announcement}</Announcement>
        {state === 'loading' && (
          <Note>
            <Trans>Updating the price…</Trans>
          </Note>
        )}
        {state === 'failed' && (
          <Problem>
            <p>{errorMessage ?? t`The price could not be worked out.`}</p>
          </Problem>
        )}
        {state === 'unavailable' && (
          <Problem>
            <p>
              <Trans>This rental cannot be priced:</Trans>
            </p>
            <ul>
              {reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </Problem>
        )}
      </div>
      {state === 'failed' && onRetry && (
        <Button variant="secondary" size="sm" onClick={() => onRetry()}>
          <Trans>Try again</Trans>
        </Button>
      )}
      {priced && (
        <LinesTable $busy={state === 'loading'} aria-busy={state === 'loading'}>
          <caption>
            <Trans>Price breakdown</Trans>
          </caption>
          <tbody>
            {lines.map((line, index) => {
              const format = line.kind === 'season' ? signedPercentFormat : percentFormat;
              const amount = formatMoney(line.amount);
              return (
                <tr key={`${line.kind}-${index}`}>
                  <th scope="row">
                    <LineText
                      line={line}
                      formatPercent={(percent) => format.format(percent / 100)}
                    />
                  </th>
                  {line.included ? (
                    <IncludedAmount>
                      <Trans>incl. {amount}</Trans>
                    </IncludedAmount>
                  ) : (
                    <td>{amount}</td>
                  )}
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">
                <Trans>Total</Trans>
              </th>
              <td>{totalText}</td>
            </tr>
          </tfoot>
        </LinesTable>
      )}
      {priced && depositText !== undefined && (
        <Note>
          <Trans>Deposit {depositText}: held at pick-up, not charged now</Trans>
        </Note>
      )}
    </Breakdown>
  );
}
