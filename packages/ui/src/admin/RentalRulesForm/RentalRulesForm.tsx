import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SelectField, TextField } from '../../forms/fields';
import {
  CANCELLATION_FEE_TYPES,
  rentalRulesSchema,
  type CancellationFeeType,
  type RentalRulesValues,
} from '../../forms/schemas';
import type { FormProps } from '../../forms/SchemaForm';
import { FormCard } from '../../forms/SchemaForm/styles';
import { Button } from '../../shell/Button';
import { Hint, RuleGroup, RuleGroupTitle } from './styles';

const FEE_TYPE_LABELS: Record<CancellationFeeType, MessageDescriptor> = {
  FIXED: msg`A fixed amount`,
  SHARE: msg`A share of the total`,
};

export interface RentalRulesFormProps extends FormProps<RentalRulesValues> {
  /** The rules in force: the form starts from them and is pristine again whenever they change. */
  initialValues: RentalRulesValues;
}

/**
 * The administrator's rental rules (/admin/rental-rules): the notice a booking needs before its
 * pick-up, the shortest and longest rental (0 for none), until how long before the pick-up a
 * customer cancels for free, and the fee after that, a fixed amount or a share of the total.
 * Save is enabled once a value changed and all are valid.
 */
export function RentalRulesForm(props: RentalRulesFormProps) {
  const { t, i18n } = useLingui();
  const feeTypes = CANCELLATION_FEE_TYPES.map((value) => ({
    value,
    label: i18n._(FEE_TYPE_LABELS[value]),
  }));
  return (
    <FormCard<RentalRulesValues> label={t`Rental rules`} schema={rentalRulesSchema} {...props}>
      {({ canSubmit, working }) => (
        <>
          <RuleGroup>
            <RuleGroupTitle>
              <Trans>Booking</Trans>
            </RuleGroupTitle>
            <TextField
              name="minimumNoticeMinutes"
              label={t`Minimum notice before pick-up (minutes)`}
              type="number"
              min={0}
              step={1}
            />
            <TextField
              name="minimumRentalHours"
              label={t`Shortest rental (hours)`}
              type="number"
              min={0}
              step={1}
            />
            <TextField
              name="maximumRentalHours"
              label={t`Longest rental (hours)`}
              type="number"
              min={0}
              step={1}
            />
            <Hint>
              <Trans>0 sets no limit.</Trans>
            </Hint>
          </RuleGroup>
          <RuleGroup>
            <RuleGroupTitle>
              <Trans>Cancellation</Trans>
            </RuleGroupTitle>
            <TextField
              name="freeCancellationHours"
              label={t`Free cancellation until (hours before pick-up)`}
              type="number"
              min={0}
              step={1}
            />
            <Hint>
              <Trans>0 keeps cancellation free until the pick-up.</Trans>
            </Hint>
            <SelectField
              name="cancellationFeeType"
              label={t`Later cancellation fee`}
              placeholder={t`Select`}
              options={feeTypes}
            />
            <TextField
              name="cancellationFeeAmount"
              label={t`Fixed fee`}
              type="number"
              min={0}
              step="0.01"
            />
            <TextField
              name="cancellationFeePercent"
              label={t`Share of the total (%)`}
              type="number"
              min={0}
              step={1}
            />
          </RuleGroup>
          <Button type="submit" disabled={!canSubmit} busy={working}>
            <Trans>Save</Trans>
          </Button>
        </>
      )}
    </FormCard>
  );
}
