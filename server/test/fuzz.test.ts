import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DIALECTS,
  countRecords,
  loginAdmin,
  registerCustomer,
  startTestServer,
  type TestServer,
} from './helpers.js';
import {
  answerProblem,
  describeRequest,
  HIGH_RATE_LIMITS,
  loadOperations,
  malformedRequest,
  send,
  type ContractOperation,
  type Role,
} from './malformed-requests.js';

/** Set FUZZ_SEED to replay a failing run; FUZZ_RUNS to fuzz longer. */
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);

describe.each(DIALECTS)('malformed requests on %s', (dialect) => {
  let server: TestServer;
  let operations: ContractOperation[];
  const tokens: Partial<Record<Role, string>> = {};

  beforeAll(async () => {
    server = await startTestServer(dialect, { rateLimits: HIGH_RATE_LIMITS });
    tokens.admin = await loginAdmin(server.api);
    // A registered customer rather than the built-in demo one, whose profile is read-only.
    tokens.customer = (await registerCustomer(server.api)).token;
    operations = await loadOperations(server.api);
  });
  afterAll(() => server.destroy());

  it('reads every operation of the contract', () => {
    expect(operations.length).toBeGreaterThanOrEqual(32);
    expect(new Set(operations.map((operation) => operation.operationId)).size).toBe(
      operations.length,
    );
  });

  it('answers no 5xx, the error shape for every 4xx, and changes no record', async () => {
    console.info(`fuzz seed ${SEED} (${dialect}, ${RUNS} requests): FUZZ_SEED=${SEED} replays it`);
    const before = await countRecords(server);
    await fc.assert(
      fc.asyncProperty(malformedRequest(operations), async (request) => {
        const answer = await send(server.url, request, tokens);
        const problem = answerProblem(answer);
        expect(
          problem,
          `${describeRequest(request)} -> ${answer.status} ${answer.text.slice(0, 200)}`,
        ).toBeUndefined();
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    expect(await countRecords(server)).toEqual(before);
  }, 120_000);
});
