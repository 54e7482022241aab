import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, logIn, type ContractContext } from './context';
import {
  expectAdministratorOnly,
  expectDefaultPage,
  expectError,
  expectNotFound,
  expectPageMetadata,
  expectSortedBy,
  expectSuccess,
  expectUnknownAndMalformedId,
  expectValidationError,
  UNKNOWN_ID,
} from './expectations';
import {
  bookVehicle,
  createTestVehicle,
  localTime,
  registerCustomer,
  uniqueEmail,
  uniqueText,
  userUpdate,
} from './fixtures';

const BUILT_IN = "You don't have any permission to change this data";

export function describeUsers(context: ContractContext): void {
  const admin = () => context.client(context.adminToken);

  describe('GET /user/auth/pages (listUsers)', () => {
    it('defaults to page 0, size 10, sorted by firstName ascending', async () => {
      const data = await expectDefaultPage(
        (query) => admin().GET('/user/auth/pages', { params: { query } }),
        { page: 0, size: 10, sort: 'firstName', direction: 'ASC' },
      );
      expect(data.totalElements).toBeGreaterThanOrEqual(2);
      for (const user of data.content) expect(user).not.toHaveProperty('password');
    });

    it('pages and sorts by the requested field, ties by id', async () => {
      const { data: byId } = await admin().GET('/user/auth/pages', {
        params: { query: { sort: 'id', direction: 'DESC', size: 5, page: 1 } },
      });
      expectPageMetadata(byId!, { number: 1, size: 5, totalElements: byId!.totalElements });
      expectSortedBy(byId!.content, (user) => user.id, 'DESC');
    });

    it('answers an empty page past the end', async () => {
      const { data } = await admin().GET('/user/auth/pages', {
        params: { query: { page: 100000, size: 10 } },
      });
      expectPageMetadata(data!, { number: 100000, size: 10, totalElements: data!.totalElements });
      expect(data!.empty).toBe(true);
    });

    it('answers 400 naming the parameter for a bad sort, direction, size or page', async () => {
      const list = (query: Record<string, unknown>) =>
        admin().GET('/user/auth/pages', { params: { query: query as never } });
      await expectValidationError(list({ sort: 'password' }), 'sort');
      await expectValidationError(list({ direction: 'UP' }), 'direction');
      await expectValidationError(list({ size: 0 }), 'size');
      await expectValidationError(list({ size: 101 }), 'size');
      await expectValidationError(list({ page: -1 }), 'page');
    });

    it('answers 401 without or with a forged token and 403 for a customer', async () => {
      await expectAdministratorOnly(context, (client) => client.GET('/user/auth/pages'));
    });
  });

  describe('GET /user/{id}/auth (getUser)', () => {
    it('answers the user without any password', async () => {
      const registered = await registerCustomer(context);
      const { data, response } = await admin().GET('/user/{id}/auth', {
        params: { path: { id: registered.user.id } },
      });
      expect(response.status).toBe(200);
      expect(data).toEqual(registered.user);
    });

    it('answers 404 for an unknown id and 400 for an id that is not a number', async () => {
      await expectUnknownAndMalformedId(
        (id) => admin().GET('/user/{id}/auth', { params: { path: { id } } }),
        'id',
        'abc',
      );
    });

    it('answers 401 without or with a forged token and 403 for a customer', async () => {
      const path = { params: { path: { id: context.admin.id } } };
      await expectAdministratorOnly(context, (client) => client.GET('/user/{id}/auth', path));
    });
  });

  describe('PUT /user/{id}/auth (updateUser)', () => {
    it('updates fields and roles and keeps the password when none is sent', async () => {
      const registered = await registerCustomer(context);
      const changes = userUpdate(registered.user, {
        firstName: 'Updated',
        email: uniqueEmail('updated'),
        roles: ['Customer', 'Administrator'],
      });
      await expectSuccess(
        admin().PUT('/user/{id}/auth', {
          params: { path: { id: registered.user.id } },
          body: changes,
        }),
        200,
        'User Successfully Updated',
      );
      const { data } = await admin().GET('/user/{id}/auth', {
        params: { path: { id: registered.user.id } },
      });
      expect(data).toMatchObject({ firstName: 'Updated', email: changes.email });
      expect([...data!.roles].sort()).toEqual(['Administrator', 'Customer']);
      await logIn(context, { email: changes.email, password: registered.password });
    });

    it('sets a new password when one is sent', async () => {
      const registered = await registerCustomer(context);
      await expectSuccess(
        admin().PUT('/user/{id}/auth', {
          params: { path: { id: registered.user.id } },
          body: userUpdate(registered.user, { password: 'Admin#Set2026' }),
        }),
        200,
        'User Successfully Updated',
      );
      await logIn(context, { email: registered.email, password: 'Admin#Set2026' });
    });

    it('answers 400 naming the field for no roles or a weak password', async () => {
      const registered = await registerCustomer(context);
      const path = { path: { id: registered.user.id } };
      await expectValidationError(
        admin().PUT('/user/{id}/auth', {
          params: path,
          body: userUpdate(registered.user, { roles: [] }),
        }),
        'roles',
      );
      await expectValidationError(
        admin().PUT('/user/{id}/auth', {
          params: path,
          body: userUpdate(registered.user, { password: 'weak' }),
        }),
        'password',
      );
    });

    it('answers 400 for a built-in user', async () => {
      await expectError(
        admin().PUT('/user/{id}/auth', {
          params: { path: { id: context.customer.id } },
          body: userUpdate(context.customer),
        }),
        400,
        BUILT_IN,
      );
    });

    it("answers 409 for another user's e-mail and 404 for an unknown id", async () => {
      const registered = await registerCustomer(context);
      await expectError(
        admin().PUT('/user/{id}/auth', {
          params: { path: { id: registered.user.id } },
          body: userUpdate(registered.user, { email: DEMO_ADMIN.email }),
        }),
        409,
        `Email: ${DEMO_ADMIN.email} already exist`,
      );
      await expectNotFound(
        admin().PUT('/user/{id}/auth', {
          params: { path: { id: UNKNOWN_ID } },
          body: userUpdate(registered.user),
        }),
        UNKNOWN_ID,
      );
    });

    it('answers 401 without or with a forged token and 403 for a customer', async () => {
      const request = {
        params: { path: { id: context.customer.id } },
        body: userUpdate(context.customer),
      };
      await expectAdministratorOnly(context, (client) => client.PUT('/user/{id}/auth', request));
    });
  });

  describe('DELETE /user/{id}/auth (deleteUser)', () => {
    it('deletes a user, who then is unknown', async () => {
      const registered = await registerCustomer(context);
      const path = { params: { path: { id: registered.user.id } } };
      await expectSuccess(
        admin().DELETE('/user/{id}/auth', path),
        200,
        'User Successfully Deleted',
      );
      await expectNotFound(admin().GET('/user/{id}/auth', path), registered.user.id);
    });

    it('answers 400 for a built-in user', async () => {
      await expectError(
        admin().DELETE('/user/{id}/auth', { params: { path: { id: context.admin.id } } }),
        400,
        BUILT_IN,
      );
    });

    it('answers 400 for a user who has a reservation', async () => {
      const registered = await registerCustomer(context);
      const vehicle = await createTestVehicle(context);
      await bookVehicle(
        context,
        registered.token,
        vehicle.id,
        localTime(40, 10),
        localTime(40, 14),
      );
      await expectError(
        admin().DELETE('/user/{id}/auth', { params: { path: { id: registered.user.id } } }),
        400,
        "User couldn't be deleted. User is used by a reservation",
      );
    });

    it('answers 404 for an unknown id, 401 without or with a forged token and 403 for a customer', async () => {
      await expectUnknownAndMalformedId(
        (id) => admin().DELETE('/user/{id}/auth', { params: { path: { id } } }),
        'id',
        'me',
      );
      const path = { params: { path: { id: context.admin.id } } };
      await expectAdministratorOnly(context, (client) => client.DELETE('/user/{id}/auth', path));
    });
  });

  describe('admin list filters', () => {
    it('finds users by a part of their name or e-mail in any letter case, and by role', async () => {
      const token = uniqueText('Zed').replace(/ /g, '');
      const customer = await registerCustomer(context, { lastName: token });
      const search = (query: { q?: string; role?: 'Customer' | 'Administrator' }) =>
        admin().GET('/user/auth/pages', { params: { query: { ...query, size: 100 } } });

      const byName = (await search({ q: token.toUpperCase() })).data!;
      expect(byName.content.map((user) => user.id)).toEqual([customer.user.id]);
      expectPageMetadata(byName, { number: 0, size: 100, totalElements: 1 });

      const emailPart = customer.email.split('@')[0]!.toUpperCase();
      const byEmail = (await search({ q: emailPart })).data!;
      expect(byEmail.content.map((user) => user.id)).toEqual([customer.user.id]);

      const administrators = (await search({ role: 'Administrator' })).data!;
      expect(administrators.content.map((user) => user.id)).toContain(context.admin.id);
      expect(administrators.content.every((user) => user.roles.includes('Administrator'))).toBe(
        true,
      );
      expect((await search({ q: token, role: 'Administrator' })).data!.totalElements).toBe(0);
      expect((await search({ q: token, role: 'Customer' })).data!.totalElements).toBe(1);

      const nothing = (await search({ q: `${token}-nobody` })).data!;
      expect(nothing).toMatchObject({ content: [], totalElements: 0, empty: true });
    });

    it('answers 400 naming the parameter for a bad filter value', async () => {
      const users = (query: Record<string, unknown>) =>
        admin().GET('/user/auth/pages', { params: { query } });
      await expectValidationError(users({ q: '' }), 'q');
      await expectValidationError(users({ q: 'x'.repeat(101) }), 'q');
      await expectValidationError(users({ q: 'a\u0007b' }), 'q');
      await expectValidationError(users({ role: 'Boss' }), 'role');
    });
  });
}
