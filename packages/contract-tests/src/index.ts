import { beforeAll, describe } from 'vitest';
import { describeBlocks } from './blocks';
import { describeBranches } from './branches';
import { describeFleetCalendar } from './fleetCalendar';
import { createContractContext, logInDemoAccounts } from './context';
import { describeDownloads } from './downloads';
import { describeEmails } from './emails';
import { describeFiles } from './files';
import { describeHealth } from './health';
import { describeLimits } from './limits';
import { describeLive } from './live';
import { describeMessages } from './messages';
import { describePolicies } from './policies';
import { describeReservations } from './reservations';
import { describeTaxedQuote } from './reservations/quote';
import { describeSeasons } from './seasons';
import { describeSessions } from './sessions';
import { describeStats } from './stats';
import { describeUsers } from './users';
import { describeVehicles } from './vehicles';

export { createContractContext } from './context';
export { openFleetStream } from './live';
export { SPREADSHEET_HEADERS } from './spreadsheetHeaders';
export { CONTRACT_TAX_RATE } from './reservations/quote';

/**
 * The contract of openapi.yaml as vitest tests, run against any implementation through HTTP only.
 *
 * `getBaseUrl` answers the API's base URL including `/api` (e.g. `http://127.0.0.1:4010/api`); it is
 * called once the tests run, so it may read a port chosen in `beforeAll`. The API must hold the
 * demo seed (demo accounts, built-in vehicles, at least 60 reservations and 30 messages). Every test
 * creates its own users, vehicles and reservations, so order and earlier runs do not matter.
 * Requests carry `X-Forwarded-For` with a random client address, so per-client rate limits (30
 * registrations or contact messages a minute) see each test as its own client: the API under test
 * must take the client address from that header (Fastify `trustProxy`), or the suite's own
 * registrations run into the limit. The API runs in the suite's process: a test that needs time to
 * have passed (a pick-up now behind) moves `Date` with vitest's fake timers, never waits for it.
 */
export function defineContractSuite(getBaseUrl: () => string): void {
  describe('Rentacar API contract', () => {
    const context = createContractContext(getBaseUrl);
    beforeAll(() => logInDemoAccounts(context));

    describeSessions(context);
    describeUsers(context);
    describeVehicles(context);
    describeBranches(context);
    describeBlocks(context);
    describeSeasons(context);
    describeFleetCalendar(context);
    describeFiles(context);
    describeReservations(context);
    describePolicies(context);
    describeMessages(context);
    describeDownloads(context);
    describeStats(context);
    describeHealth(context);
    describeEmails(context);
    describeLive(context);
    describeLimits(context);
  });
}

/**
 * The quote and the booking of an API started with a sales tax of `CONTRACT_TAX_RATE`, added to
 * the prices or `pricesIncludeTax` (the server's `TAX_RATE` and `PRICES_INCLUDE_TAX`, the mock's
 * `db.tax`); `getBaseUrl` as for `defineContractSuite`.
 */
export function defineTaxedQuoteSuite(getBaseUrl: () => string, pricesIncludeTax: boolean): void {
  describe('Rentacar API contract under a sales tax', () => {
    const context = createContractContext(getBaseUrl);
    beforeAll(() => logInDemoAccounts(context));
    describeTaxedQuote(context, pricesIncludeTax);
  });
}
