import { describe, expect, it } from 'vitest';
import { formatDateTime } from './dateTime';

describe('formatDateTime', () => {
  it("writes English in the spec's display format, YYYY-MM-DD HH:mm on the 24-hour clock", () => {
    expect(formatDateTime('2026-12-01T18:05:00')).toBe('2026-12-01 18:05');
    expect(formatDateTime('2026-12-01T18:05:00', 'en')).toBe('2026-12-01 18:05');
    expect(formatDateTime('2026-03-15T00:00:00', 'en-US')).toBe('2026-03-15 00:00');
    expect(formatDateTime('2026-12-31T23:59:59', 'en')).toBe('2026-12-31 23:59');
  });

  it("writes Spanish in Spain's short date and time, as the e-mails do", () => {
    expect(formatDateTime('2026-12-01T18:05:00', 'es')).toBe('1/12/2026, 18:05');
    expect(formatDateTime('2026-03-14T09:30:00', 'es')).toBe('14/3/2026, 9:30');
  });

  it('writes the pseudo-locale as English, and a locale of its own as that locale does', () => {
    expect(formatDateTime('2026-12-01T18:05:00', 'pseudo')).toBe('2026-12-01 18:05');
    expect(formatDateTime('2026-12-01T18:05:00', 'de-DE')).toBe('1.12.2026, 18:05');
  });

  it('writes the time of the office clock, in no time zone: the night a clock skips too', () => {
    // 02:30 does not exist in most of Europe and in the US on these nights.
    expect(formatDateTime('2026-03-29T02:30:00', 'es')).toBe('29/3/2026, 2:30');
    expect(formatDateTime('2026-03-08T02:30:00', 'es')).toBe('8/3/2026, 2:30');
  });

  it.each(['', 'soon', '2026-02-30T10:00:00', '2026-03-14T24:00:00', '03/14/2026 10:00:00'])(
    'shows %j, which is no date-time, as received',
    (text) => {
      expect(formatDateTime(text, 'en')).toBe(text);
      expect(formatDateTime(text, 'es')).toBe(text);
    },
  );
});
