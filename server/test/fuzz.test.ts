import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, countRecords } from './helpers.js';
import {
  answerProblem,
  describeRequest,
  malformedRequest,
  send,
  startMalformedRequestTarget,
  type MalformedRequestTarget,
} from './malformed-requests.js';

/** Set FUZZ_SEED to replay a failing run; FUZZ_RUNS to fuzz longer. */
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);

describe.each(DIALECTS)('malformed requests on %s', (dialect) => {
  let target: MalformedRequestTarget;

  beforeAll(async () => {
    target = await startMalformedRequestTarget(dialect);
  });
  afterAll(() => target.server.destroy());

  it('reads every operation of the contract', () => {
    const { operations } = target;
    expect(operations.length).toBeGreaterThanOrEqual(32);
    expect(new Set(operations.map((operation) => operation.operationId)).size).toBe(
      operations.length,
    );
  });

  it('answers no 5xx, the error shape for every 4xx, and changes no record', async () => {
    const { server, operations, tokens } = target;
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
