import { API_MESSAGES, parameterProblemMessage, type RentalRules } from '@rentacar/contract';
import { rentalRulesInputProblem } from '@rentacar/rules/rentalRules';
import type { Context } from '../context.js';
import { badRequest } from '../errors.js';
import type { ResourceHandlers } from '../operations.js';
import { readRentalRules, writeRentalRules } from './queries.js';

export interface PolicyContext extends Context {
  /** The rules until an administrator sets some (the `RENTAL_*` settings). */
  defaultRentalRules: RentalRules;
}

export function policyHandlers({
  db,
  defaultRentalRules,
}: PolicyContext): ResourceHandlers<'policies'> {
  return {
    async getRentalRules() {
      return readRentalRules(db, defaultRentalRules);
    },

    async updateRentalRules(request) {
      const problem = rentalRulesInputProblem(request.body);
      if (problem !== undefined) throw badRequest(parameterProblemMessage(problem));
      await writeRentalRules(db, request.body);
      return { message: API_MESSAGES.rentalRulesUpdated, success: true };
    },
  };
}
