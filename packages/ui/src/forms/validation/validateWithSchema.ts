import type { I18n, MessageDescriptor } from '@lingui/core';
import { getIn, setIn, type ValidationErrors } from 'final-form';
import { ValidationError, type AnyObjectSchema } from 'yup';
import { englishI18n } from '../../i18n/englishI18n';

/** A rule's message: a library schema's descriptor, or a host schema's plain text. */
type RuleMessage = string | MessageDescriptor;

/** What `validate` answers for each failing field: its first rule's message, as `toText` gives it. */
const schemaValidator =
  <Text>(
    schema: AnyObjectSchema,
    context: object | undefined,
    toText: (message: RuleMessage) => Text,
  ) =>
  (values: object): ValidationErrors => {
    try {
      // Runs on every change and once when the form mounts: capturing a stack trace for each
      // failing field (which no one reads) would be most of the cost of a form's first render.
      schema.validateSync(values, { abortEarly: false, context, disableStackTrace: true });
      return {};
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      return error.inner.reduce<object>((errors, { path, message }) => {
        if (path === undefined || getIn(errors, path) !== undefined) return errors;
        return setIn(errors, path, toText(message as RuleMessage));
      }, {});
    }
  };

/**
 * Turns a yup object schema into a react-final-form `validate` function that gives each field
 * the first message of its first failing rule, in the language of `i18n` (English by default):
 * the library's schemas carry message descriptors, a host's own schema may carry plain strings.
 */
export const validateWithSchema = (
  schema: AnyObjectSchema,
  context?: object,
  i18n: I18n = englishI18n,
) =>
  schemaValidator(schema, context, (message) =>
    typeof message === 'string' ? message : i18n._(message),
  );

/**
 * The same `validate` for the library's forms, keeping each message as its rule wrote it: the
 * field shows a descriptor in the language active when it renders (`useFieldA11y`), so a message
 * already on screen follows a switch of language.
 */
export const validateToMessages = (schema: AnyObjectSchema, context?: object) =>
  schemaValidator(schema, context, (message) => message);
