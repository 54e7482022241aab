/**
 * The reasons of the contract's validation messages (`<field>: <reason>`), by a stable key: the
 * request validation (`./validation`) and the shared rules word their refusals with these, and a
 * client reads a message back into its field, key and values (`readValidationMessage`) to show it
 * in its reader's language while the wire keeps the spec's English. A `{name}` is a value.
 */
export const VALIDATION_REASONS = {
  required: 'is required',
  invalid: 'is invalid',
  notEmpty: 'must not be empty',
  lengthBetween: 'must be between {min} and {max} characters',
  minLength: 'must be at least {min} characters',
  maxLength: 'must be at most {max} characters',
  maximum: 'must be at most {limit}',
  minimum: 'must be at least {limit}',
  greaterThan: 'must be greater than {limit}',
  decimalPlaces: 'must have at most {decimals} decimal places',
  multipleOf: 'must be a multiple of {step}',
  oneOf: 'must be one of {values}',
  email: 'must be a valid email',
  uuid: 'must be a valid UUID',
  decimalNumber: 'must be a decimal number',
  format: 'must match the required format',
  formatLike: 'must match the required format (e.g. {example})',
  // The `x-pattern-reason`s of openapi.yaml (validationReasons.test.ts keeps them all here).
  controlCharacters: 'must not contain control characters',
  controlCharactersButBreaks: 'must not contain control characters other than tabs and line breaks',
  emailLinkToken: 'must be a token from an e-mail link',
  slug: 'must be lowercase letters and digits separated by single hyphens',
  timeZone: 'must be an IANA time zone',
  clockTime: 'must be a time HH:mm',
  closingTime: 'must be a time HH:mm (24:00 for midnight)',
  calendarDate: 'must be a date YYYY-MM-DD',
  licenseNumber: 'must be letters, digits, spaces or dashes',
  // The shared rules' (`@rentacar/rules`: booking times and date ranges).
  realDateTime: 'must be a real date and time',
  payloadDateTime: 'must be a date-time MM/dd/yyyy HH:mm:ss',
  after: 'must be after {other}',
  daysAfter: 'must be at most {days} days after {other}',
  requiredWith: 'is required with {other}',
  // The branch rules'.
  realDate: 'must be a real date',
  once: 'must appear only once',
  existingBranch: 'must be an existing branch',
  vehicleBranch: "must be the vehicle's branch ({branch})",
  // The driver rules'.
  notInFuture: 'must not be in the future',
  notBeforeBirthday: "must be on or after the driver's {age}th birthday",
  // The season rules'.
  notBefore: 'must not be before {other}',
  notZero: 'must not be 0',
} as const;

export type ValidationReasonKey = keyof typeof VALIDATION_REASONS;

/** The value names of a reason's template: `'between {min} and {max}'` -> `'min' | 'max'`. */
type ValueNames<Template extends string> = Template extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ValueNames<Rest>
  : never;

/** The values a reason's template names, as a message carries them. */
export type ReasonValues<Key extends ValidationReasonKey> = Record<
  ValueNames<(typeof VALIDATION_REASONS)[Key]>,
  string | number
>;

/** A reason worded as the wire carries it: `validationReason('minLength', { min: 8 })`. */
export function validationReason<Key extends ValidationReasonKey>(
  key: Key,
  ...[values]: ValueNames<(typeof VALIDATION_REASONS)[Key]> extends never ? [] : [ReasonValues<Key>]
): string {
  return VALIDATION_REASONS[key].replace(/\{(\w+)\}/g, (_, name: string) =>
    String((values as Record<string, string | number>)[name]),
  );
}

/** A validation message read back: its field, its reason's key and the reason's values. */
export type ValidationProblem = {
  [Key in ValidationReasonKey]: {
    field: string;
    reason: Key;
    values: Record<ValueNames<(typeof VALIDATION_REASONS)[Key]>, string>;
  };
}[ValidationReasonKey];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Each reason as a pattern, the most literal text first: `must be at most {max} characters` is
 * tried before `must be at most {limit}`, which would read its `50 characters` as a limit. Built
 * on the first read, so a module that only words reasons carries no patterns.
 */
const buildReasonPatterns = () =>
  Object.entries(VALIDATION_REASONS)
    .map(([key, template]) => {
      const names = [...template.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);
      const literal = template.split(/\{\w+\}/);
      const pattern = new RegExp(`^${literal.map(escapeRegExp).join('(.+)')}$`);
      return { key, names, pattern, literalLength: literal.join('').length };
    })
    .sort((a, b) => b.literalLength - a.literalLength);
let reasonPatterns: ReturnType<typeof buildReasonPatterns> | undefined;

/** A field as the messages name it: a body, path or query name, dotted into nested objects. */
const FIELD = /^([\w.]+): (.+)$/;

/**
 * Reads a `<field>: <reason>` message of the contract, or undefined for any other text (a fixed
 * message, a newer server's reason).
 */
export function readValidationMessage(message: string): ValidationProblem | undefined {
  const [, field, reasonText] = FIELD.exec(message) ?? [];
  if (field === undefined || reasonText === undefined) return undefined;
  reasonPatterns ??= buildReasonPatterns();
  for (const { key, names, pattern } of reasonPatterns) {
    const found = pattern.exec(reasonText);
    if (found !== null) {
      const values = Object.fromEntries(names.map((name, index) => [name, found[index + 1]]));
      return { field, reason: key, values } as ValidationProblem;
    }
  }
  return undefined;
}
