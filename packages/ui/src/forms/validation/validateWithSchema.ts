import type { I18n, MessageDescriptor } from '@lingui/core';
import { getIn, setIn, type ValidationErrors } from 'final-form';
import { ValidationError, type AnyObjectSchema } from 'yup';
import { englishI18n } from '../../i18n/englishI18n';

/**
 * Turns a yup object schema into a react-final-form `validate` function that gives each field
 * the first message of its first failing rule, in the language of `i18n` (English by default):
 * the library's schemas carry message descriptors, a host's own schema may carry plain strings.
 */
export const validateWithSchema =
  (schema: AnyObjectSchema, context?: object, i18n: I18n = englishI18n) =>
  (values: object): ValidationErrors => {
    try {
      // Runs on every change and once when the form mounts: capturing a stack trace for each
      // failing field (which no one reads) was most of the cost of a form's first render.
      schema.validateSync(values, { abortEarly: false, context, disableStackTrace: true });
      return {};
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      return error.inner.reduce<object>((errors, { path, message }) => {
        if (path === undefined || getIn(errors, path) !== undefined) return errors;
        const text = typeof message === 'string' ? message : i18n._(message as MessageDescriptor);
        return setIn(errors, path, text);
      }, {});
    }
  };
