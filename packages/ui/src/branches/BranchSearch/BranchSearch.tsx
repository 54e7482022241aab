import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { ErrorText, Input, Label } from '../../forms/fields/styles';
import { Button } from '../../shell/Button';
import { BranchSelect, type BranchOption } from '../BranchSelect';
import { Field } from '../BranchSelect/styles';
import { SearchForm } from './styles';
import { EMPTY_BRANCH_SEARCH, type BranchSearchValues } from '../types';

export interface BranchSearchProps {
  /** The branches to choose from (value: the slug). */
  branches: readonly BranchOption[];
  /** The values the fields start from (e.g. the current URL query). */
  values?: BranchSearchValues;
  /** Called with the values on Search, once the drop-off is after the pick-up. */
  onSearch: (values: BranchSearchValues) => void;
  /** Where the form goes without scripts (a GET with `branch`, `from` and `to`). */
  action?: string;
  /** The earliest pick-up, `YYYY-MM-DDTHH:mm`. */
  min?: string;
}

/**
 * The first search: a branch and the rental's pick-up and drop-off. A plain GET form, so it
 * searches before the app is live too; once live, `onSearch` receives the values.
 */
export function BranchSearch({
  branches,
  values = EMPTY_BRANCH_SEARCH,
  onSearch,
  action = '/vehicles',
  min,
}: BranchSearchProps) {
  const { t } = useLingui();
  const id = useId();
  const [shown, setShown] = useState(values);
  const [held, setHeld] = useState(values);
  if (held !== values) {
    setHeld(values);
    setShown(values);
  }
  const [refused, setRefused] = useState(false);
  const errorId = `${id}-error`;
  const outOfOrder = shown.from !== '' && shown.to !== '' && shown.to <= shown.from;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (outOfOrder) {
      setRefused(true);
      return;
    }
    setRefused(false);
    onSearch(shown);
  };
  const showError = refused && outOfOrder;
  const update = (name: keyof BranchSearchValues) => (value: string) =>
    setShown({ ...shown, [name]: value });
  return (
    <SearchForm
      role="search"
      aria-label={t`Find a vehicle`}
      method="get"
      action={action}
      noValidate
      onSubmit={submit}
    >
      <BranchSelect
        id={`${id}-branch`}
        name="branch"
        label={t`Branch`}
        branches={branches}
        value={shown.branch}
        onChange={update('branch')}
        emptyChoice={t`All branches`}
      />
      <Field>
        <Label htmlFor={`${id}-from`}>{t`Pick-up`}</Label>
        <Input
          id={`${id}-from`}
          name="from"
          type="datetime-local"
          $invalid={false}
          min={min}
          value={shown.from}
          onChange={(event) => update('from')(event.target.value)}
        />
      </Field>
      <Field>
        <Label htmlFor={`${id}-to`}>{t`Drop-off`}</Label>
        <Input
          id={`${id}-to`}
          name="to"
          type="datetime-local"
          $invalid={showError}
          min={shown.from || min}
          value={shown.to}
          aria-invalid={showError || undefined}
          aria-describedby={showError ? errorId : undefined}
          onChange={(event) => update('to')(event.target.value)}
        />
      </Field>
      <Button type="submit">
        <Trans>Search</Trans>
      </Button>
      {showError && (
        <ErrorText id={errorId} role="alert">
          <Trans>The drop-off must be after the pick-up.</Trans>
        </ErrorText>
      )}
    </SearchForm>
  );
}
