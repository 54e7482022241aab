import { msg } from '@lingui/core/macro';
import { number, object, string, type InferType } from 'yup';
import { requiredText } from './fields';

const percentMessage = msg`Enter a whole percent from -90 to 500, not 0`;

/**
 * A season an administrator sets: its name, its first and last day (date inputs' `YYYY-MM-DD`,
 * the last not before the first) and how many percent dearer (or, negative, cheaper) it is.
 */
export const seasonSchema = object({
  name: requiredText(msg`Please enter the name`),
  startDate: string().required(msg`Select a start date`),
  endDate: string()
    .required(msg`Select an end date`)
    .test('not-before-start', msg`The end must not be before the start`, (endDate, { parent }) => {
      const { startDate } = parent as { startDate?: string };
      // ISO dates compare correctly as strings.
      return !startDate || !endDate || endDate >= startDate;
    }),
  percent: number()
    .typeError(percentMessage)
    .required(percentMessage)
    .integer(percentMessage)
    .min(-90, percentMessage)
    .max(500, percentMessage)
    .notOneOf([0], percentMessage),
});

export type SeasonValues = InferType<typeof seasonSchema>;
