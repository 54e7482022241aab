// `npm run mock -w @rentacar/mocks -- --port 4010`: the mocked API over HTTP, seeded with demo data.
import { parseArgs } from 'node:util';
import { startMockServer } from './server';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4010' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number, got "${values.port}"`);
  process.exit(1);
}

const server = await startMockServer({ port, host: values.host });
console.log(`Rentacar mock API on ${server.url}/api`);
console.log('Demo accounts: admin@example.com / Admin#1234, customer@example.com / Customer#1234');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void server.close().then(() => process.exit(0)));
}
