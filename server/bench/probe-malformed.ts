/**
 * `node --import tsx --conditions=@rentacar/source bench/probe-malformed.ts` (from `server/`):
 * sends the same seeded sample of malformed requests (every operation, as visitor, customer and
 * administrator) to a fresh server on SQLite and, when reachable, PostgreSQL, and counts the
 * answers that are a 5xx or not the contract's error shape. A measurement, not a test: it asserts
 * nothing. PROBE_REQUESTS (default 3000) and PROBE_SEED (default 20260316) set the sample.
 */
import fc from 'fast-check';
import {
  countRecords,
  postgresReachable,
  POSTGRES_URL,
  type DialectName,
} from '../test/helpers.js';
import {
  answerProblem,
  describeRequest,
  malformedRequest,
  send,
  startMalformedRequestTarget,
  type AnswerProblem,
} from '../test/malformed-requests.js';

const REQUESTS = Number(process.env.PROBE_REQUESTS ?? 3000);
const SEED = Number(process.env.PROBE_SEED ?? 20260316);

async function probe(dialect: DialectName) {
  const { server, operations, tokens } = await startMalformedRequestTarget(dialect);
  try {
    const requests = fc.sample(malformedRequest(operations), { numRuns: REQUESTS, seed: SEED });
    const before = await countRecords(server);
    const problems: Record<AnswerProblem | 'no answer', number> = {
      'server error': 0,
      'not the error shape': 0,
      'no answer': 0,
    };
    const examples = new Map<string, string>();
    const started = Date.now();
    for (const request of requests) {
      // A connection closed without an HTTP answer counts as a problem of its own.
      const answer = await send(server.url, request, tokens).catch((error: Error) => error);
      const problem = answer instanceof Error ? 'no answer' : answerProblem(answer);
      if (problem === undefined) continue;
      problems[problem] += 1;
      const outcome =
        answer instanceof Error
          ? { status: 0, text: answer.message }
          : { status: answer.status, text: answer.text };
      const key = `${problem} ${outcome.status} ${request.operationId}`;
      if (!examples.has(key)) {
        examples.set(key, `${describeRequest(request)} -> ${outcome.text.slice(0, 160)}`);
      }
    }
    const after = await countRecords(server);
    console.log(
      `${dialect}: ${requests.length} requests to ${operations.length} operations in ${Date.now() - started} ms: ` +
        `${problems['server error']} 5xx, ${problems['not the error shape']} 4xx without the error shape, ` +
        `${problems['no answer']} without an HTTP answer, ` +
        `records ${JSON.stringify(before) === JSON.stringify(after) ? 'unchanged' : `CHANGED ${JSON.stringify(before)} -> ${JSON.stringify(after)}`}`,
    );
    for (const [key, example] of examples) console.log(`  ${key}: ${example}`);
  } finally {
    await server.destroy();
  }
}

console.log(`seed ${SEED}`);
await probe('sqlite');
if (await postgresReachable()) await probe('postgres');
else console.log(`postgres: not reachable at ${POSTGRES_URL}, skipped`);
process.exit(0);
