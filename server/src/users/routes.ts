import { API_MESSAGES } from '@rentacar/contract';
import { holdsSameRoles } from '@rentacar/rules';
import {
  assertEmailFree,
  emailConfirmationColumns,
  findEditableUser,
  findUser,
  guardingEmail,
  profileColumns,
  replaceRoles,
  revokeTokens,
  rolesOf,
  type PasswordHashing,
} from '../accounts.js';
import { hashPassword } from '../auth/passwords.js';
import { queueEmailConfirmation } from '../email/confirmation.js';
import type { Outbox } from '../email/outbox.js';
import type { ResourceHandlers } from '../operations.js';
import { publicOrigin } from '../page-origin.js';
import { fetchPage } from '../paging.js';
import type { Context } from '../context.js';
import { deleteUnlessReferenced } from '../db/violations.js';
import { userWithDriver, withRoles } from './queries.js';
import { userTextSearch } from './search.js';

export interface UserContext extends Context {
  hashingWork: PasswordHashing;
  outbox: Outbox;
  publicUrl: string | undefined;
}

export function userHandlers({
  db,
  dialect,
  hashingWork,
  outbox,
  publicUrl,
}: UserContext): ResourceHandlers<'users'> {
  return {
    async listUsers(request) {
      const search = request.query.q;
      const { role } = request.query;
      const textMatch =
        search === undefined ? undefined : await userTextSearch(db, dialect, search);
      const query = db
        .selectFrom('users')
        .selectAll()
        .$if(textMatch !== undefined, (query) => query.where(textMatch!))
        .$if(role !== undefined, (query) =>
          query.where((eb) =>
            eb.exists(
              eb
                .selectFrom('userRoles')
                .select('userRoles.userId')
                .whereRef('userRoles.userId', '=', 'users.id')
                .where('userRoles.role', '=', role!),
            ),
          ),
        );
      return fetchPage(query, request.query, (rows) => withRoles(db, rows));
    },

    async getUser(request) {
      return userWithDriver(db, await findUser(db, request.params.id));
    },

    async updateUser(request) {
      const { id } = request.params;
      const { roles, password, ...profile } = request.body;
      const current = await findEditableUser(db, id);
      await assertEmailFree(db, profile.email, id);
      const passwordHash =
        password === undefined
          ? undefined
          : await hashingWork('accounts', () => hashPassword(password));
      const columns = profileColumns(profile);
      await guardingEmail(profile.email, () =>
        db.transaction().execute(async (trx) => {
          await trx
            .updateTable('users')
            .set({
              ...columns,
              ...emailConfirmationColumns(current, profile.email),
              ...(passwordHash && { passwordHash }),
            })
            .where('id', '=', id)
            .execute();
          // The new address is unproven (`emailConfirmationColumns`): its owner gets a link.
          if (columns.email !== current.email) {
            const origin = publicOrigin(request, publicUrl);
            const changed = { ...current, ...columns };
            await queueEmailConfirmation(trx, outbox, origin, changed, 'emailConfirmation');
          }
          const rolesChanged = !holdsSameRoles(await rolesOf(trx, id), roles);
          if (rolesChanged) await replaceRoles(trx, id, roles);
          // A password reset or a role change ends the user's sessions.
          if (passwordHash !== undefined || rolesChanged) await revokeTokens(trx, id);
        }),
      );
      return { message: API_MESSAGES.userUpdated, success: true };
    },

    async deleteUser(request) {
      const { id } = request.params;
      await findEditableUser(db, id);
      await deleteUnlessReferenced(
        db.deleteFrom('users').where('id', '=', id).execute(),
        API_MESSAGES.userInUse,
      );
      return { message: API_MESSAGES.userDeleted, success: true };
    },
  };
}
