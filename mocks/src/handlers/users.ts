import { API_MESSAGES, holdsSameRoles, normaliseEmail } from '@rentacar/api';
import { authorize } from '../auth';
import { db, revokeTokens, toUser, type UserRecord } from '../db';
import { fail, notFound, refuseBuiltIn } from '../errors';
import { containsText, readOneOf, readSearchText } from '../filters';
import { http } from '../http';
import { pagedLists, readPageRequest, toPage } from '../paging';
import { ensureEmailFree, profileRules } from '../userRules';
import { nonEmptyListOf, parseId, password, readJson, validateBody } from '../validation';

const ROLES = ['Customer', 'Administrator'] as const;

function findUser(request: Request, rawId: string | undefined): UserRecord {
  const id = parseId(request, 'id', rawId);
  return db.users.find(id) ?? notFound(request, id);
}

export const userHandlers = [
  http.get('/user/auth/pages', ({ request, response }) => {
    authorize(request, 'Administrator');
    const pageRequest = readPageRequest(request, pagedLists.listUsers);
    const search = readSearchText(request);
    const role = readOneOf(request, 'role', ROLES);
    const users = db.users
      .all()
      .filter(
        (user) =>
          containsText(search, user.firstName, user.lastName, user.email) &&
          (role === undefined || user.roles.includes(role)),
      );
    const page = toPage(users, pageRequest);
    return response(200).json({ ...page, content: page.content.map(toUser) });
  }),

  http.get('/user/{id}/auth', ({ request, params, response }) => {
    authorize(request, 'Administrator');
    return response(200).json(toUser(findUser(request, params.id)));
  }),

  http.put('/user/{id}/auth', async ({ request, params, response }) => {
    authorize(request, 'Administrator');
    const user = findUser(request, params.id);
    const body = validateBody(
      request,
      await readJson(request),
      'UserUpdate',
      { ...profileRules, roles: nonEmptyListOf(ROLES), password },
      ['password'],
    );
    refuseBuiltIn(request, user);
    ensureEmailFree(request, body.email, user);
    const rolesChanged = !holdsSameRoles(user.roles, body.roles);
    // Without `password` in the body the stored one stays.
    const updated = db.users.update(user.id, {
      ...body,
      roles: [...new Set(body.roles)],
      email: normaliseEmail(body.email),
    });
    // A password reset or a role change ends the user's sessions.
    if (body.password !== undefined || rolesChanged) revokeTokens(updated);
    return response(200).json({ message: API_MESSAGES.userUpdated, success: true });
  }),

  http.delete('/user/{id}/auth', ({ request, params, response }) => {
    authorize(request, 'Administrator');
    const user = findUser(request, params.id);
    refuseBuiltIn(request, user);
    if (db.reservations.all().some((reservation) => reservation.userId === user.id)) {
      fail(request, 400, "User couldn't be deleted. User is used by a reservation");
    }
    db.users.delete(user.id);
    return response(200).json({ message: API_MESSAGES.userDeleted, success: true });
  }),
];
