import type { CancellationFeeType, RentalRules } from '@rentacar/contract';
import { fromCents, toCents } from '@rentacar/rules';
import type { Selectable } from 'kysely';

/** The one row of the business's rental rules (0032); absent until an administrator sets them. */
export interface RentalRulesTable {
  /** Always 1: the table holds one row at most. */
  id: number;
  minimumNoticeMinutes: number;
  minimumRentalHours: number;
  maximumRentalHours: number;
  freeCancellationHours: number;
  cancellationFeeType: CancellationFeeType;
  /** Integer cents. */
  cancellationFeeAmount: number;
  cancellationFeePercent: number;
}

export type RentalRulesRow = Selectable<RentalRulesTable>;

export const toRentalRules = ({ id: _id, cancellationFeeAmount, ...rules }: RentalRulesRow) => ({
  ...rules,
  cancellationFeeAmount: fromCents(cancellationFeeAmount),
});

export const toRentalRulesRow = (rules: RentalRules): RentalRulesRow => ({
  id: 1,
  minimumNoticeMinutes: rules.minimumNoticeMinutes,
  minimumRentalHours: rules.minimumRentalHours,
  maximumRentalHours: rules.maximumRentalHours,
  freeCancellationHours: rules.freeCancellationHours,
  cancellationFeeType: rules.cancellationFeeType,
  cancellationFeeAmount: toCents(rules.cancellationFeeAmount),
  cancellationFeePercent: rules.cancellationFeePercent,
});
