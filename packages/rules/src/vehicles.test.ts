import { describe, expect, it } from 'vitest';
import { normaliseLicensePlate } from './vehicles';

describe('vehicle rules', () => {
  it('treats license plates alike whatever their letter case and surrounding blanks', () => {
    expect(normaliseLicensePlate('  ab-123 cd ')).toBe('AB-123 CD');
  });

  it('reads a missing or blank license plate as none', () => {
    expect(normaliseLicensePlate(undefined)).toBeUndefined();
    expect(normaliseLicensePlate('')).toBeUndefined();
    expect(normaliseLicensePlate('   ')).toBeUndefined();
  });
});
