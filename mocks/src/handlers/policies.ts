import { API_MESSAGES, parameterProblemMessage } from '@rentacar/contract';
import { rentalRulesInputProblem } from '@rentacar/rules/rentalRules';
import { db } from '../db';
import { fail } from '../errors';
import { http } from '../http';

export const policyHandlers = [
  http.get('/policies/visitors/rental', ({ response }) => response(200).json(db.rentalRules)),

  http.put('/policies/admin/rental', ({ request, valid: { body }, response }) => {
    const problem = rentalRulesInputProblem(body);
    if (problem !== undefined) fail(request, 400, parameterProblemMessage(problem));
    db.rentalRules = { ...body };
    return response(200).json({ message: API_MESSAGES.rentalRulesUpdated, success: true });
  }),
];
