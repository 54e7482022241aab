import { API_MESSAGES } from '@rentacar/contract';
import {
  normaliseEmail,
  passwordConfirmationProblem,
  registrationConfirmationProblem,
} from '@rentacar/rules';
import { authenticate, issueToken } from '../auth';
import { db, findUserByEmail, revokeTokens, toUser } from '../db';
import { fail, refuseBuiltIn } from '../errors';
import { http } from '../http';
import { checkLoginAllowed, recordFailedLogin } from '../rateLimits';
import { ensureEmailFree } from '../userRules';

export const sessionHandlers = [
  http.post('/login', ({ request, valid: { body }, response }) => {
    checkLoginAllowed(request, body.email);
    const user = findUserByEmail(body.email);
    if (!user || user.password !== body.password) {
      recordFailedLogin(body.email);
      return fail(request, 400, API_MESSAGES.badCredentials);
    }
    return response(200).json({ token: issueToken(user.id) });
  }),

  http.post('/register', ({ request, valid: { body }, response }) => {
    const confirmationProblem = registrationConfirmationProblem(body);
    if (confirmationProblem !== undefined) fail(request, 400, confirmationProblem);
    ensureEmailFree(request, body.email);
    const { confirmPassword: _confirmation, ...user } = body;
    db.users.insert({
      ...user,
      email: normaliseEmail(user.email),
      builtIn: false,
      roles: ['Customer'],
    });
    return response(201).json({ message: API_MESSAGES.registered, success: true });
  }),

  http.get('/user', ({ request, response }) => {
    return response(200).json(toUser(authenticate(request)));
  }),

  http.put('/user', ({ request, valid: { body }, response }) => {
    const user = authenticate(request);
    refuseBuiltIn(request, user);
    ensureEmailFree(request, body.email, user);
    db.users.update(user.id, { ...body, email: normaliseEmail(body.email) });
    return response(200).json({ message: API_MESSAGES.userUpdated, success: true });
  }),

  http.patch('/user/auth', ({ request, valid: { body }, response }) => {
    const user = authenticate(request);
    refuseBuiltIn(request, user);
    if (body.oldPassword !== user.password) fail(request, 400, API_MESSAGES.passwordsNotMatched);
    const confirmationProblem = passwordConfirmationProblem(body);
    if (confirmationProblem !== undefined) fail(request, 400, confirmationProblem);
    revokeTokens(db.users.update(user.id, { password: body.newPassword }));
    return response(200).json({ message: API_MESSAGES.passwordChanged, success: true });
  }),
];
