import type { RentalRules } from '@rentacar/contract';
import type { Executor } from '../db/schema.js';
import { toRentalRules, toRentalRulesRow } from './rows.js';

/** The rental rules in force: the administrator's row, else the operator's `defaults`. */
export async function readRentalRules(db: Executor, defaults: RentalRules): Promise<RentalRules> {
  const row = await db.selectFrom('rentalRules').selectAll().executeTakeFirst();
  return row === undefined ? defaults : toRentalRules(row);
}

/** Sets the rental rules: writes the one row, or replaces it. */
export async function writeRentalRules(db: Executor, rules: RentalRules): Promise<void> {
  const { id: _id, ...columns } = toRentalRulesRow(rules);
  await db
    .insertInto('rentalRules')
    .values(toRentalRulesRow(rules))
    .onConflict((conflict) => conflict.column('id').doUpdateSet(columns))
    .execute();
}
