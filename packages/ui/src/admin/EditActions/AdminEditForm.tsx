import type { ReactNode } from 'react';
import type { SchemaFormProps } from '../../forms/SchemaForm';
import { FormCard } from '../../forms/SchemaForm/styles';
import { EditActions, type EditActionsProps } from './EditActions';

export interface AdminEditFormProps<Values>
  extends
    Omit<SchemaFormProps<Values>, 'children' | 'className'>,
    Omit<EditActionsProps, 'canSubmit' | 'saving'> {
  /** The record's fields, above the buttons. */
  children: ReactNode;
}

/**
 * The frame of every admin edit form: the record's fields in a card, then Cancel, the submit button
 * (enabled once the values changed and are valid) and the confirmed Delete.
 */
export function AdminEditForm<Values extends object>({
  label,
  schema,
  context,
  initialValues,
  onSubmit,
  busy = false,
  children,
  ...actions
}: AdminEditFormProps<Values>) {
  return (
    <FormCard<Values>
      label={label}
      schema={schema}
      context={context}
      initialValues={initialValues}
      onSubmit={onSubmit}
      busy={busy}
    >
      {({ canSubmit, working }) => (
        <>
          {children}
          <EditActions {...actions} canSubmit={canSubmit} saving={working} />
        </>
      )}
    </FormCard>
  );
}
