/**
 * A token's signature is checked once and its claims remembered: a remembered token must still
 * stop working when it expires, and remembering one token must not make a forged variant pass.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from '../src/auth/tokens.js';
import { TEST_JWT_SECRET } from './helpers.js';

const DAY_MS = 86_400_000;

describe('token verification', () => {
  const tokens = createTokenService(new TextEncoder().encode(TEST_JWT_SECRET));

  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses a verified token once its 24 hours are over', async () => {
    vi.useFakeTimers({ now: new Date('2030-03-01T12:00:00Z'), toFake: ['Date'] });
    const token = await tokens.issue({ userId: 7, tokenVersion: 2 });
    expect(await tokens.verify(token)).toEqual({ userId: 7, tokenVersion: 2 });

    vi.setSystemTime(Date.now() + DAY_MS - 1000);
    expect(await tokens.verify(token)).toEqual({ userId: 7, tokenVersion: 2 });
    vi.setSystemTime(Date.now() + 1000);
    expect(await tokens.verify(token)).toBeUndefined();
  });

  it('refuses a token whose claims or signature were changed after the real one was verified', async () => {
    const token = await tokens.issue({ userId: 7, tokenVersion: 2 });
    expect(await tokens.verify(token)).toEqual({ userId: 7, tokenVersion: 2 });
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub: string };
    const otherUser = Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BA' : 'AA'}`;

    expect(await tokens.verify(`${header}.${otherUser}.${signature}`)).toBeUndefined();
    expect(await tokens.verify(`${header}.${payload}.${flipped}`)).toBeUndefined();
  });

  it('refuses a token signed with another secret', async () => {
    const other = createTokenService(new TextEncoder().encode(`${TEST_JWT_SECRET}-other`));
    expect(await tokens.verify(await other.issue({ userId: 7, tokenVersion: 2 }))).toBeUndefined();
  });
});
