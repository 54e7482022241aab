import type { ReactNode } from 'react';
import { Button } from '../../shell/Button';
import type { SchemaFormProps } from '../SchemaForm';
import { AuthFormBody } from './styles';

export interface AuthFormProps<Values> extends Omit<SchemaFormProps<Values>, 'children'> {
  /** The form's fields, above its button. */
  children: ReactNode;
}

/** A tab of the AuthCard (login, register): its fields, then one full-width button named like it. */
export function AuthForm<Values extends object>({ children, ...props }: AuthFormProps<Values>) {
  return (
    <AuthFormBody<Values> {...props}>
      {({ canSubmit, working }) => (
        <>
          {children}
          <Button type="submit" fullWidth disabled={!canSubmit} busy={working}>
            {props.label}
          </Button>
        </>
      )}
    </AuthFormBody>
  );
}
