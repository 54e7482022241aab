import { API_MESSAGES, normaliseEmail } from '@rentacar/api';
import { authenticate, issueToken } from '../auth';
import { db, findUserByEmail, revokeTokens, toUser } from '../db';
import { fail, refuseBuiltIn } from '../errors';
import { http } from '../http';
import { checkLoginAllowed, limitClientRequests, recordFailedLogin } from '../rateLimits';
import { ensureEmailFree, profileRules } from '../userRules';
import { anyString, email, password, readJson, requiredText, validateBody } from '../validation';

export const authHandlers = [
  http.post('/login', async ({ request, response }) => {
    const body = validateBody(request, await readJson(request), 'LoginRequest', {
      email,
      password: requiredText,
    });
    checkLoginAllowed(request, body.email);
    const user = findUserByEmail(body.email);
    if (!user || user.password !== body.password) {
      recordFailedLogin(body.email);
      return fail(request, 400, API_MESSAGES.badCredentials);
    }
    return response(200).json({ token: issueToken(user.id) });
  }),

  http.post('/register', async ({ request, response }) => {
    limitClientRequests(request, 'register');
    const body = validateBody(request, await readJson(request), 'Registration', {
      ...profileRules,
      password,
      confirmPassword: anyString,
    });
    if (body.confirmPassword !== body.password) {
      fail(request, 400, 'confirmPassword: must match password');
    }
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

  http.put('/user', async ({ request, response }) => {
    const user = authenticate(request);
    const body = validateBody(request, await readJson(request), 'ProfileUpdate', profileRules);
    refuseBuiltIn(request, user);
    ensureEmailFree(request, body.email, user);
    db.users.update(user.id, { ...body, email: normaliseEmail(body.email) });
    return response(200).json({ message: API_MESSAGES.userUpdated, success: true });
  }),

  http.patch('/user/auth', async ({ request, response }) => {
    const user = authenticate(request);
    const body = validateBody(request, await readJson(request), 'PasswordChange', {
      oldPassword: requiredText,
      newPassword: password,
      confirmNewPassword: anyString,
    });
    if (body.confirmNewPassword !== body.newPassword) {
      fail(request, 400, 'confirmNewPassword: must match newPassword');
    }
    refuseBuiltIn(request, user);
    if (body.oldPassword !== user.password) fail(request, 400, API_MESSAGES.passwordsNotMatched);
    revokeTokens(db.users.update(user.id, { password: body.newPassword }));
    return response(200).json({ message: API_MESSAGES.passwordChanged, success: true });
  }),
];
