import type { Branch } from '@rentacar/contract';
import { branchNow } from '@rentacar/rules/branches';

// Apart from the branch hooks: the zone rules bring luxon, which the home page's search needs not.

/** The branch's date today (`YYYY-MM-DD`) on its own clock, for "today's hours". */
export const branchToday = (branch: Pick<Branch, 'timeZone'>, now?: number): string =>
  branchNow(branch.timeZone, now).slice(0, 10);
