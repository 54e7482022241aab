import { describe, expect, it } from 'vitest';
import { parseRecordId } from './records';

describe('parseRecordId', () => {
  it('reads a positive whole number', () => {
    expect(parseRecordId('1')).toBe(1);
    expect(parseRecordId('10250')).toBe(10250);
  });

  it('refuses anything else, so no request is made for it', () => {
    const refused = [undefined, '', 'abc', '0', '-3', '1.5', '99999999999999999999', 'Infinity'];
    for (const text of refused) expect(parseRecordId(text), String(text)).toBeUndefined();
  });
});
