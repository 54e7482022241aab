import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../src/auth/passwords.js';

// One password typed on two keyboards: "é" as one code point (most) or as "e" and a combining
// accent (what some systems send). Both are the same password to the person who typed it.
const COMPOSED = 'Caf\u00e9#2026';
const DECOMPOSED = 'Cafe\u0301#2026';

describe('stored passwords', () => {
  it('accept the password however its accented letters were encoded', async () => {
    expect(COMPOSED).not.toBe(DECOMPOSED);
    const stored = await hashPassword(COMPOSED);
    expect(await verifyPassword(DECOMPOSED, stored)).toBe(true);
    expect(await verifyPassword(COMPOSED, await hashPassword(DECOMPOSED))).toBe(true);
  });

  it('refuse another password', async () => {
    const stored = await hashPassword(COMPOSED);
    expect(await verifyPassword('Cafe#2026', stored)).toBe(false);
    expect(await verifyPassword(COMPOSED, 'scrypt$not-a-real-hash')).toBe(false);
  });
});
