import { getIn, setIn, type ValidationErrors } from 'final-form';
import { ValidationError, type AnyObjectSchema } from 'yup';

/**
 * Turns a yup object schema into a react-final-form `validate` function that gives each field
 * the first message of its first failing rule.
 */
export const validateWithSchema =
  (schema: AnyObjectSchema, context?: object) =>
  (values: object): ValidationErrors => {
    try {
      schema.validateSync(values, { abortEarly: false, context });
      return {};
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      return error.inner.reduce<object>(
        (errors, { path, message }) =>
          path === undefined || getIn(errors, path) !== undefined
            ? errors
            : setIn(errors, path, message),
        {},
      );
    }
  };
