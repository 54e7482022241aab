import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { number, object, string, type InferType } from 'yup';

/** What a cancellation after the free window costs: a fixed amount or a share of the total. */
export const CANCELLATION_FEE_TYPES = ['FIXED', 'SHARE'] as const;
export type CancellationFeeType = (typeof CANCELLATION_FEE_TYPES)[number];

const wholeNumber = (max: number, message: MessageDescriptor) =>
  number().typeError(message).required(message).integer(message).min(0, message).max(max, message);

/**
 * The rental rules an administrator sets: times in whole minutes or hours (0: no such limit),
 * the fee in money or percent. The longest rental, when set, is at least the shortest.
 */
export const rentalRulesSchema = object({
  minimumNoticeMinutes: wholeNumber(43200, msg`Enter whole minutes from 0 to 43200`),
  minimumRentalHours: wholeNumber(87600, msg`Enter whole hours from 0 to 87600`),
  maximumRentalHours: wholeNumber(87600, msg`Enter whole hours from 0 to 87600`).test(
    'not-below-minimum',
    msg`The longest rental must not be shorter than the shortest`,
    (hours, { parent }) => hours === 0 || hours >= (parent.minimumRentalHours ?? 0),
  ),
  freeCancellationHours: wholeNumber(8760, msg`Enter whole hours from 0 to 8760`),
  cancellationFeeType: string()
    .oneOf(CANCELLATION_FEE_TYPES)
    .required(msg`Select how the fee is counted`),
  cancellationFeeAmount: number()
    .typeError(msg`Enter an amount from 0 to 100000`)
    .required(msg`Enter an amount from 0 to 100000`)
    .min(0, msg`Enter an amount from 0 to 100000`)
    .max(100000, msg`Enter an amount from 0 to 100000`),
  cancellationFeePercent: wholeNumber(100, msg`Enter a whole percent from 0 to 100`),
});

export type RentalRulesValues = InferType<typeof rentalRulesSchema>;
