// A form around a field group in its stories (not part of the published API).
import type { ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';
import { SchemaForm } from '../SchemaForm';
import { Button } from '../../shell/Button';

/** A `SchemaForm` named `label` with a Save button under `children`. */
export function StoryForm<Values extends object>({
  label,
  schema,
  initialValues,
  onSubmit,
  children,
}: {
  label: string;
  schema: AnyObjectSchema;
  initialValues: Partial<Values>;
  onSubmit: (values: Values) => Promise<void>;
  children: ReactNode;
}) {
  return (
    <SchemaForm<Values>
      label={label}
      schema={schema}
      initialValues={initialValues}
      onSubmit={onSubmit}
    >
      {() => (
        <>
          {children}
          {/* The story's own scaffolding, not the component's: English in every locale. */}
          <Button type="submit" lang="en">
            Save
          </Button>
        </>
      )}
    </SchemaForm>
  );
}
