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
      // Runs on every change and once when the form mounts: capturing a stack trace for each
      // failing field (which no one reads) was most of the cost of a form's first render.
      schema.validateSync(values, { abortEarly: false, context, disableStackTrace: true });
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
