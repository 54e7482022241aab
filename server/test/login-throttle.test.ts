import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLoginThrottle,
  InMemoryWindowCounter,
  RedisWindowCounter,
  type LoginThrottle,
  type WindowCounter,
  type WindowLimit,
} from '../src/auth/login-throttle.js';
import { connectRedis, createRedisConnection, type RedisConnection } from '../src/redis.js';

const SHARED_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const silentLog = { error: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;

const OWNER = 'owner@example.com';
const ATTACKER_ADDRESS = '203.0.113.7';
const OWNER_ADDRESS = '198.51.100.20';

let redis: RedisConnection;
beforeAll(async () => {
  // Keys of this run only: the shared Redis is never flushed.
  redis = createRedisConnection(
    SHARED_REDIS_URL,
    `rentacar-test-${randomBytes(6).toString('hex')}:`,
    silentLog,
  );
  await connectRedis(redis);
});
afterAll(() => redis?.client.disconnect());

const STORES: [string, (limit: WindowLimit, name: string) => WindowCounter][] = [
  ['in memory', (limit) => new InMemoryWindowCounter(limit)],
  ['in Redis', (limit, name) => new RedisWindowCounter(redis, limit, name)],
];

describe.each(STORES)('login throttle %s', (_store, counter) => {
  let throttle: LoginThrottle;

  beforeAll(() => {
    const run = randomBytes(4).toString('hex');
    throttle = createLoginThrottle({
      perEmailAndAddress: counter({ max: 5, windowMs: 60_000 }, `pair-${run}`),
      perEmail: counter({ max: 20, windowMs: 60_000 }, `email-${run}`),
    });
  });
  afterAll(() => throttle.close());

  it("blocks the attacker's address after 5 failures and still lets the owner in elsewhere", async () => {
    const email = `a.${OWNER}`;
    for (let failure = 0; failure < 5; failure++) {
      expect(await throttle.isBlocked(email, ATTACKER_ADDRESS)).toBe(false);
      await throttle.recordFailure(email, ATTACKER_ADDRESS);
    }
    expect(await throttle.isBlocked(email, ATTACKER_ADDRESS)).toBe(true);
    expect(await throttle.isBlocked(email, OWNER_ADDRESS)).toBe(false);
  });

  it('blocks the e-mail everywhere once a distributed attack reaches the ceiling', async () => {
    const email = `b.${OWNER}`;
    for (let failure = 0; failure < 20; failure++) {
      await throttle.recordFailure(email, `192.0.2.${failure}`);
    }
    expect(await throttle.isBlocked(email, OWNER_ADDRESS)).toBe(true);
    expect(await throttle.isBlocked(`other.${OWNER}`, OWNER_ADDRESS)).toBe(false);
  });

  it('forgets the failures of an e-mail whose password was reset', async () => {
    const email = `c.${OWNER}`;
    for (let failure = 0; failure < 5; failure++) {
      await throttle.recordFailure(email, ATTACKER_ADDRESS);
    }
    await throttle.forgetEmail(email, ATTACKER_ADDRESS);
    expect(await throttle.isBlocked(email, ATTACKER_ADDRESS)).toBe(false);
  });
});
