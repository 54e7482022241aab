import { describe, expect, it } from 'vitest';
import { changedSince, RECENTLY_CHANGED_DAYS } from './history';

describe('changedSince', () => {
  const now = '2026-12-04T12:00:00';
  const since = changedSince(now, RECENTLY_CHANGED_DAYS);
  // Office times compare as text (the lists filter with `>=` on them).
  const isRecent = (changedAt: string) => changedAt >= since;

  it(`counts a change made within the last ${RECENTLY_CHANGED_DAYS} days, exactly then included`, () => {
    expect(isRecent('2026-11-27T12:00:00')).toBe(true);
    expect(isRecent('2026-11-28T11:59:59')).toBe(true);
    expect(isRecent(now)).toBe(true);
  });

  it('leaves out a change made before them', () => {
    expect(isRecent('2026-11-27T11:59:59')).toBe(false);
    expect(isRecent('2026-11-20T12:00:00')).toBe(false);
  });

  it('counts back on the wall clock across a daylight-saving change', () => {
    expect(changedSince('2026-03-10T09:30:00', 7)).toBe('2026-03-03T09:30:00');
  });
});
