import { describe, expect, it } from 'vitest';
import {
  cancellationFeeInCents,
  changeWindowClosedMessage,
  DEFAULT_RENTAL_RULES,
  describeRentalRules,
  durationWords,
  isChangeWindowOpen,
  rentalRuleMessage,
  rentalRuleProblem,
  rentalRulesInputProblem,
} from './rentalRules';

const HOUR = 60 * 60 * 1000;
const NOW = Date.UTC(2026, 2, 14, 10);
const rules = (overrides: Partial<typeof DEFAULT_RENTAL_RULES>) => ({
  ...DEFAULT_RENTAL_RULES,
  ...overrides,
});
const dollars = (amount: number) => `$${amount.toFixed(2)}`;

describe('rentalRuleProblem', () => {
  it('lets the defaults book any pick-up from now on, of any length', () => {
    expect(
      rentalRuleProblem(DEFAULT_RENTAL_RULES, { pickUpAt: NOW, dropOffAt: NOW + 1000 }, NOW),
    ).toBeUndefined();
  });

  it('refuses a pick-up sooner than the notice, and takes one exactly that far', () => {
    const twoHours = rules({ minimumNoticeMinutes: 120 });
    expect(
      rentalRuleProblem(
        twoHours,
        { pickUpAt: NOW + 2 * HOUR - 1000, dropOffAt: NOW + 5 * HOUR },
        NOW,
      ),
    ).toEqual({ kind: 'noticeTooShort', minutes: 120 });
    expect(
      rentalRuleProblem(twoHours, { pickUpAt: NOW + 2 * HOUR, dropOffAt: NOW + 5 * HOUR }, NOW),
    ).toBeUndefined();
  });

  it('refuses a rental shorter than the shortest or longer than the longest, exactly either passes', () => {
    const dayToWeek = rules({ minimumRentalHours: 24, maximumRentalHours: 168 });
    const from = NOW + HOUR;
    const lasting = (hours: number) => ({ pickUpAt: from, dropOffAt: from + hours * HOUR });
    expect(rentalRuleProblem(dayToWeek, lasting(23), NOW)).toEqual({
      kind: 'rentalTooShort',
      hours: 24,
    });
    expect(rentalRuleProblem(dayToWeek, lasting(24), NOW)).toBeUndefined();
    expect(rentalRuleProblem(dayToWeek, lasting(168), NOW)).toBeUndefined();
    expect(rentalRuleProblem(dayToWeek, lasting(169), NOW)).toEqual({
      kind: 'rentalTooLong',
      hours: 168,
    });
  });
});

describe('the rules in words', () => {
  it('names a length in its largest whole unit, in English and Spanish', () => {
    expect(durationWords(120)).toBe('2 hours');
    expect(durationWords(60 * 24)).toBe('1 day');
    expect(durationWords(90)).toBe('90 minutes');
    expect(durationWords(60 * 48, 'es')).toBe('2 días');
  });

  it('words each refusal as the API answers it', () => {
    expect(rentalRuleMessage({ kind: 'noticeTooShort', minutes: 120 })).toBe(
      'Pick-up must be at least 2 hours from now',
    );
    expect(rentalRuleMessage({ kind: 'rentalTooShort', hours: 24 })).toBe(
      'A rental lasts at least 1 day',
    );
    expect(rentalRuleMessage({ kind: 'rentalTooLong', hours: 168 })).toBe(
      'A rental lasts at most 7 days',
    );
  });

  it('says only the cancellation for the defaults, and every rule set', () => {
    expect(describeRentalRules(DEFAULT_RENTAL_RULES, dollars)).toEqual([
      'Free cancellation until pick-up',
    ]);
    expect(
      describeRentalRules(
        rules({
          minimumNoticeMinutes: 120,
          minimumRentalHours: 24,
          maximumRentalHours: 720,
          freeCancellationHours: 48,
          cancellationFeeType: 'SHARE',
          cancellationFeePercent: 20,
        }),
        dollars,
      ),
    ).toEqual([
      'Pick-up must be at least 2 hours from now',
      'A rental lasts at least 1 day',
      'A rental lasts at most 30 days',
      'Free cancellation until 2 days before pick-up; a later cancellation costs 20% of the total',
    ]);
    expect(
      describeRentalRules(
        rules({ freeCancellationHours: 24, cancellationFeeAmount: 25 }),
        dollars,
      ).at(-1),
    ).toBe('Free cancellation until 1 day before pick-up; a later cancellation costs $25.00');
  });
});

describe('cancellationFeeInCents', () => {
  const pickUpAt = NOW + 48 * HOUR;
  const booking = { pickUpAt, totalPriceInCents: 8640 };

  it('is free until the window closes, exactly then included', () => {
    const fixed = rules({ freeCancellationHours: 48, cancellationFeeAmount: 25 });
    expect(cancellationFeeInCents(fixed, booking, NOW)).toBe(0);
    expect(cancellationFeeInCents(fixed, booking, NOW + 1000)).toBe(2500);
  });

  it('charges a fixed fee at most the total, or the share rounded to the cent', () => {
    const late = NOW + 47 * HOUR;
    expect(
      cancellationFeeInCents(
        rules({ freeCancellationHours: 48, cancellationFeeAmount: 100 }),
        booking,
        late,
      ),
    ).toBe(8640);
    expect(
      cancellationFeeInCents(
        rules({
          freeCancellationHours: 48,
          cancellationFeeType: 'SHARE',
          cancellationFeePercent: 15,
        }),
        { pickUpAt, totalPriceInCents: 1001 },
        late,
      ),
    ).toBe(150);
  });

  it('rounds a share of half a cent or more up to the next cent', () => {
    const share = rules({
      freeCancellationHours: 48,
      cancellationFeeType: 'SHARE',
      cancellationFeePercent: 15,
    });
    const late = NOW + 47 * HOUR;
    expect(cancellationFeeInCents(share, { pickUpAt, totalPriceInCents: 1010 }, late)).toBe(152);
    expect(cancellationFeeInCents(share, { pickUpAt, totalPriceInCents: 1013 }, late)).toBe(152);
    expect(cancellationFeeInCents(share, { pickUpAt, totalPriceInCents: 1006 }, late)).toBe(151);
  });

  it('keeps the defaults free until the pick-up', () => {
    expect(cancellationFeeInCents(DEFAULT_RENTAL_RULES, booking, pickUpAt - 1000)).toBe(0);
  });
});

describe('the change window', () => {
  it('closes when the free cancellation does, exactly then still open, and says when', () => {
    const threeDays = rules({ freeCancellationHours: 72 });
    const pickUpAt = NOW + 72 * HOUR;
    expect(isChangeWindowOpen(threeDays, pickUpAt, NOW)).toBe(true);
    expect(isChangeWindowOpen(threeDays, pickUpAt, NOW + 1000)).toBe(false);
    expect(changeWindowClosedMessage(threeDays)).toBe('Changes close 3 days before pick-up');
    expect(changeWindowClosedMessage(threeDays, 'es')).toBe(
      'Los cambios se cierran 3 días antes de la recogida',
    );
  });
});

describe('rentalRulesInputProblem', () => {
  it('refuses a shortest rental above a set longest one only', () => {
    expect(
      rentalRulesInputProblem(rules({ minimumRentalHours: 48, maximumRentalHours: 24 })),
    ).toEqual({ parameter: 'minimumRentalHours', reason: 'must be at most 24' });
    expect(rentalRulesInputProblem(rules({ minimumRentalHours: 48 }))).toBeUndefined();
  });
});
