import { msg } from '@lingui/core/macro';
import { object, string, type InferType } from 'yup';
import { requiredText } from './fields';

/** `start` and `end` as date and time inputs give them (YYYY-MM-DD, HH:mm). */
interface BlockedPeriodTimes {
  startDate?: string;
  startTime?: string;
  endDate?: string;
  endTime?: string;
}

export const blockedPeriodSchema = object({
  startDate: string().required(msg`Select a start date`),
  startTime: string().required(msg`Select a start time`),
  endDate: string().required(msg`Select an end date`),
  endTime: string()
    .required(msg`Select an end time`)
    .test('after-start', msg`The end must be after the start`, function endsAfterStart() {
      const { startDate, startTime, endDate, endTime } = this.parent as BlockedPeriodTimes;
      if (!startDate || !startTime || !endDate || !endTime) return true;
      // ISO dates and 24-hour times compare correctly as strings.
      return `${endDate}T${endTime}` > `${startDate}T${startTime}`;
    }),
  reason: requiredText(msg`Please enter the reason`),
});

export type BlockedPeriodValues = InferType<typeof blockedPeriodSchema>;
