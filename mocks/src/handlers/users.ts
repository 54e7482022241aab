import { API_MESSAGES } from '@rentacar/contract';
import { holdsSameRoles, normaliseEmail } from '@rentacar/rules';
import { db, revokeTokens, toUser, toUserWithDriver, type UserRecord } from '../db';
import { fail, notFound, refuseBuiltIn } from '../errors';
import { containsText } from '../filters';
import { http } from '../http';
import { queueConfirmation } from '../outbox';
import { toPage } from '../paging';
import { ensureEmailFree } from '../userRules';

const findUser = (request: Request, id: number): UserRecord =>
  db.users.find(id) ?? notFound(request, id);

export const userHandlers = [
  http.get('/user/auth/pages', ({ valid, response }) => {
    const { q, role } = valid.query;
    const users = db.users
      .all()
      .filter(
        (user) =>
          containsText(q, user.firstName, user.lastName, user.email) &&
          (role === undefined || user.roles.includes(role)),
      );
    const page = toPage(users, valid.query);
    return response(200).json({ ...page, content: page.content.map(toUser) });
  }),

  http.get('/user/{id}/auth', ({ request, valid, response }) => {
    return response(200).json(toUserWithDriver(findUser(request, valid.path.id)));
  }),

  http.put('/user/{id}/auth', async ({ request, valid, response }) => {
    const user = findUser(request, valid.path.id);
    const { body } = valid;
    refuseBuiltIn(request, user);
    ensureEmailFree(request, body.email, user);
    const rolesChanged = !holdsSameRoles(user.roles, body.roles);
    const email = normaliseEmail(body.email);
    // Without `password` in the body the stored one stays; a new address is unproven.
    const updated = db.users.update(user.id, {
      ...body,
      roles: [...new Set(body.roles)],
      email,
      emailConfirmed: user.emailConfirmed && email === user.email,
    });
    if (email !== user.email) await queueConfirmation(request, updated, 'emailConfirmation');
    // A password reset or a role change ends the user's sessions.
    if (body.password !== undefined || rolesChanged) revokeTokens(updated);
    return response(200).json({ message: API_MESSAGES.userUpdated, success: true });
  }),

  http.delete('/user/{id}/auth', ({ request, valid, response }) => {
    const user = findUser(request, valid.path.id);
    refuseBuiltIn(request, user);
    if (db.reservations.all().some((reservation) => reservation.userId === user.id)) {
      fail(request, 400, API_MESSAGES.userInUse);
    }
    db.users.delete(user.id);
    return response(200).json({ message: API_MESSAGES.userDeleted, success: true });
  }),
];
