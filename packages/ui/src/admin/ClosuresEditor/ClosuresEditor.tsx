import { Trans, useLingui } from '@lingui/react/macro';
import { Fieldset, Legend } from '../../forms/fields/styles';
import { TextField } from '../../forms/fields';
import { byFocusKey, byName, useListField } from '../../forms/fields/useListField';
import type { Closure } from '../../forms/schemas';
import { Button } from '../../shell/Button';
import { Empty, Row, Rows } from './styles';

export interface ClosuresEditorProps {
  /** The form value holding the list of `{ date, reason }` (`YYYY-MM-DD`); default `closures`. */
  name?: string;
  /** The group's visible name (default 'Closures'). */
  label?: string;
  /** The most characters a reason may hold (the host's limit, e.g. its API's). */
  reasonMaxLength?: number;
  /** Greys every control out and leaves it out of the tab order. */
  disabled?: boolean;
}

/**
 * The days a place is closed whatever its weekly hours (holidays), inside a `SchemaForm`: one row
 * per closure with its date and reason, Remove on each and Add closure below. The focus moves to a
 * new row's date, and after a removal to Add closure. Messages come from the form's schema
 * (`closuresSchema`: date and reason required, each date once).
 */
export function ClosuresEditor({
  name = 'closures',
  label,
  reasonMaxLength,
  disabled = false,
}: ClosuresEditorProps) {
  const { t } = useLingui();
  const { items: closures, change, rootRef } = useListField<Closure>(name);
  const add = () =>
    change([...closures, { date: '', reason: '' }], byName(`${name}[${closures.length}].date`));
  const remove = (index: number) =>
    change(
      closures.filter((_, at) => at !== index),
      byFocusKey('add'),
    );

  return (
    <Fieldset ref={rootRef} disabled={disabled}>
      <Legend>{label ?? t`Closures`}</Legend>
      {closures.length === 0 ? (
        <Empty>
          <Trans>No closures</Trans>
        </Empty>
      ) : (
        <Rows>
          {closures.map((_, index) => {
            const number = index + 1;
            return (
              <Row key={index} role="group" aria-label={t`Closure ${number}`}>
                <TextField name={`${name}[${index}].date`} label={t`Date`} type="date" />
                <TextField
                  name={`${name}[${index}].reason`}
                  label={t`Reason`}
                  maxLength={reasonMaxLength}
                />
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t`Remove closure ${number}`}
                  onClick={() => remove(index)}
                >
                  <Trans>Remove</Trans>
                </Button>
              </Row>
            );
          })}
        </Rows>
      )}
      <Button variant="outline" size="sm" data-focus-key="add" onClick={add}>
        <Trans>Add closure</Trans>
      </Button>
    </Fieldset>
  );
}
