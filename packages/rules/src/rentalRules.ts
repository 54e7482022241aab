import { setupI18n, type I18n, type Messages } from '@lingui/core';
import {
  LANGUAGES,
  validationReason,
  type Language,
  type ParameterProblem,
} from '@rentacar/contract';
import type { RentalRules } from '@rentacar/contract';
import { DEFAULT_LANGUAGE } from './languages';
import { toCents } from './money';
import { messages as en } from './locales/en';
import { messages as es } from './locales/es';

// A subpath of its own (`@rentacar/rules/rentalRules`): its messages' catalogs travel only to the
// chunks that judge bookings and cancellations (the booking form, the reservation page, the mock,
// the server).

const CATALOGS: Record<Language, Messages> = { en, es };

const RULES_I18N = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    setupI18n({ locale: language, messages: { [language]: CATALOGS[language] } }),
  ]),
) as Record<Language, I18n>;

/**
 * The rules until an administrator sets some: the spec's booking and cancellation, unchanged (no
 * notice, no shortest or longest rental beyond the operator's limit, free cancellation until the
 * pick-up). The server's settings may set other defaults.
 */
export const DEFAULT_RENTAL_RULES: Readonly<RentalRules> = {
  minimumNoticeMinutes: 0,
  minimumRentalHours: 0,
  maximumRentalHours: 0,
  freeCancellationHours: 0,
  cancellationFeeType: 'FIXED',
  cancellationFeeAmount: 0,
  cancellationFeePercent: 0,
};

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/** Why a booking's instants break the rental rules, with the bound it breaks. */
export type RentalRuleProblem =
  | { kind: 'noticeTooShort'; minutes: number }
  | { kind: 'rentalTooShort'; hours: number }
  | { kind: 'rentalTooLong'; hours: number };

/** A booking's pick-up and drop-off instants (epoch milliseconds). */
export interface BookingInstants {
  pickUpAt: number;
  dropOffAt: number;
}

/**
 * The rental rules a booking breaks, in the order the API refuses them: the notice before the
 * pick-up (from now, in whole seconds as the times are written), then the shortest and the
 * longest rental. A pick-up already past is the booking rules' to refuse, not these.
 */
export function rentalRuleProblem(
  rules: RentalRules,
  { pickUpAt, dropOffAt }: BookingInstants,
  now: number = Date.now(),
): RentalRuleProblem | undefined {
  const earliestPickUp = Math.floor(now / 1000) * 1000 + rules.minimumNoticeMinutes * MINUTE_MS;
  if (rules.minimumNoticeMinutes > 0 && pickUpAt < earliestPickUp) {
    return { kind: 'noticeTooShort', minutes: rules.minimumNoticeMinutes };
  }
  const length = dropOffAt - pickUpAt;
  if (length < rules.minimumRentalHours * HOUR_MS) {
    return { kind: 'rentalTooShort', hours: rules.minimumRentalHours };
  }
  if (rules.maximumRentalHours > 0 && length > rules.maximumRentalHours * HOUR_MS) {
    return { kind: 'rentalTooLong', hours: rules.maximumRentalHours };
  }
  return undefined;
}

/** The booking form's field a rental rule problem belongs to. */
export const rentalRuleField = (problem: RentalRuleProblem): 'pickUpTime' | 'dropOffTime' =>
  problem.kind === 'noticeTooShort' ? 'pickUpTime' : 'dropOffTime';

/** A length of time in words, in the largest whole unit: `2 days`, `36 hours`, `90 minutes`. */
export function durationWords(minutes: number, language: Language = DEFAULT_LANGUAGE): string {
  const i18n = RULES_I18N[language];
  if (minutes > 0 && minutes % (24 * 60) === 0) {
    return i18n._(
      /*i18n*/ {
        id: 'rentalRules.days',
        message: '{count, plural, one {# day} other {# days}}',
        values: { count: minutes / (24 * 60) },
      },
    );
  }
  if (minutes > 0 && minutes % 60 === 0) {
    return i18n._(
      /*i18n*/ {
        id: 'rentalRules.hours',
        message: '{count, plural, one {# hour} other {# hours}}',
        values: { count: minutes / 60 },
      },
    );
  }
  return i18n._(
    /*i18n*/ {
      id: 'rentalRules.minutes',
      message: '{count, plural, one {# minute} other {# minutes}}',
      values: { count: minutes },
    },
  );
}

/**
 * A rental rule problem in words, in `language` (the API answers English): the booking form shows
 * the sentence the server answers, before the booking is sent.
 */
export function rentalRuleMessage(
  problem: RentalRuleProblem,
  language: Language = DEFAULT_LANGUAGE,
): string {
  const i18n = RULES_I18N[language];
  switch (problem.kind) {
    case 'noticeTooShort':
      return i18n._(
        /*i18n*/ {
          id: 'rentalRules.noticeTooShort',
          message: 'Pick-up must be at least {duration} from now',
          values: { duration: durationWords(problem.minutes, language) },
        },
      );
    case 'rentalTooShort':
      return i18n._(
        /*i18n*/ {
          id: 'rentalRules.rentalTooShort',
          message: 'A rental lasts at least {duration}',
          values: { duration: durationWords(problem.hours * 60, language) },
        },
      );
    case 'rentalTooLong':
      return i18n._(
        /*i18n*/ {
          id: 'rentalRules.rentalTooLong',
          message: 'A rental lasts at most {duration}',
          values: { duration: durationWords(problem.hours * 60, language) },
        },
      );
  }
}

/**
 * What the contract cannot state about the rules: a shortest rental no longer than a longest one
 * (0, no longest, takes any). Undefined when they are fine.
 */
export function rentalRulesInputProblem(rules: RentalRules): ParameterProblem | undefined {
  if (rules.maximumRentalHours > 0 && rules.minimumRentalHours > rules.maximumRentalHours) {
    return {
      parameter: 'minimumRentalHours',
      reason: validationReason('maximum', { limit: rules.maximumRentalHours }),
    };
  }
  return undefined;
}

/** Whether a cancellation at `now` is within the free window of a pick-up at `pickUpAt`. */
export const isFreeCancellation = (
  rules: RentalRules,
  pickUpAt: number,
  now: number = Date.now(),
): boolean => pickUpAt - now >= rules.freeCancellationHours * HOUR_MS;

/**
 * Whether a customer may still change a reservation picked up at `pickUpAt`: changes close when
 * the free cancellation window does, so a change never dodges the fee a cancellation would cost.
 */
export const isChangeWindowOpen = isFreeCancellation;

/** Why a change came too late, in `language` (the API answers English). */
export function changeWindowClosedMessage(
  rules: RentalRules,
  language: Language = DEFAULT_LANGUAGE,
): string {
  return RULES_I18N[language]._(
    /*i18n*/ {
      id: 'rentalRules.changeWindowClosed',
      message: 'Changes close {duration} before pick-up',
      values: { duration: durationWords(rules.freeCancellationHours * 60, language) },
    },
  );
}

/**
 * What cancelling at `now` costs, in integer cents: nothing until `freeCancellationHours` before
 * the pick-up (exactly then is still free), after it the fixed amount (never more than the total)
 * or the share of the total, rounded to the cent.
 */
export function cancellationFeeInCents(
  rules: RentalRules,
  { pickUpAt, totalPriceInCents }: { pickUpAt: number; totalPriceInCents: number },
  now: number = Date.now(),
): number {
  if (isFreeCancellation(rules, pickUpAt, now)) return 0;
  if (rules.cancellationFeeType === 'FIXED') {
    return Math.min(toCents(rules.cancellationFeeAmount), totalPriceInCents);
  }
  return Math.round((totalPriceInCents * rules.cancellationFeePercent) / 100);
}

/**
 * The rules in words for the vehicle page, one sentence each, in `language`; `formatMoney` writes
 * a fixed fee in dollars as the page shows money. Only the rules that limit anything are said,
 * and the cancellation always.
 */
export function describeRentalRules(
  rules: RentalRules,
  formatMoney: (dollars: number) => string,
  language: Language = DEFAULT_LANGUAGE,
): string[] {
  const i18n = RULES_I18N[language];
  const lines: string[] = [];
  if (rules.minimumNoticeMinutes > 0) {
    lines.push(
      rentalRuleMessage({ kind: 'noticeTooShort', minutes: rules.minimumNoticeMinutes }, language),
    );
  }
  if (rules.minimumRentalHours > 0) {
    lines.push(
      rentalRuleMessage({ kind: 'rentalTooShort', hours: rules.minimumRentalHours }, language),
    );
  }
  if (rules.maximumRentalHours > 0) {
    lines.push(
      rentalRuleMessage({ kind: 'rentalTooLong', hours: rules.maximumRentalHours }, language),
    );
  }
  if (rules.freeCancellationHours === 0) {
    lines.push(
      i18n._(
        /*i18n*/ { id: 'rentalRules.freeUntilPickUp', message: 'Free cancellation until pick-up' },
      ),
    );
    return lines;
  }
  const fee =
    rules.cancellationFeeType === 'FIXED'
      ? formatMoney(rules.cancellationFeeAmount)
      : i18n._(
          /*i18n*/ {
            id: 'rentalRules.shareOfTotal',
            message: '{percent}% of the total',
            values: { percent: rules.cancellationFeePercent },
          },
        );
  lines.push(
    i18n._(
      /*i18n*/ {
        id: 'rentalRules.freeUntilBefore',
        message:
          'Free cancellation until {duration} before pick-up; a later cancellation costs {fee}',
        values: { duration: durationWords(rules.freeCancellationHours * 60, language), fee },
      },
    ),
  );
  return lines;
}
