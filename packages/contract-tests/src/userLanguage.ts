import type { Language, User } from '@rentacar/contract';
import { describe, expect, it } from 'vitest';
import { logIn, type ContractContext } from './context';
import { expectError, expectSuccess, expectValidationError } from './expectations';
import { registerCustomer, registration, uniqueEmail, userUpdate } from './fixtures';
import { latestEmail } from './mailbox';

const BUILT_IN = "You don't have any permission to change this data";

/** What `PUT /user` takes of a user: the profile without what only the server sets. */
const profileFields = ({
  id: _id,
  builtIn: _builtIn,
  emailConfirmed: _confirmed,
  roles: _roles,
  ...profile
}: User) => profile;

/**
 * The language each account reads the site and its e-mails in (`en`, `es`): set at registration
 * (or taken from the request's Accept-Language), changed by the profile or an administrator.
 * Error messages stay the spec's English whatever the language.
 */
export function describeUserLanguage(context: ContractContext): void {
  const languageOf = async (token: string) =>
    (await context.client(token).GET('/user')).data!.language;

  /** Registers with `headers` and answers the new account's language. */
  async function registeredLanguage(
    language: Language | undefined,
    headers: Record<string, string>,
  ): Promise<Language> {
    const body = registration(language === undefined ? {} : { language });
    const { response } = await context.client().POST('/register', { body, headers });
    expect(response.status).toBe(201);
    return languageOf(await logIn(context, body));
  }

  describe("the user's language", () => {
    it('registers the language given, over Accept-Language', async () => {
      expect(await registeredLanguage('es', { 'Accept-Language': 'en-US,en' })).toBe('es');
      expect(await registeredLanguage('en', { 'Accept-Language': 'es' })).toBe('en');
    });

    it("registers without a language in Accept-Language's first language the site speaks, else English", async () => {
      expect(await registeredLanguage(undefined, { 'Accept-Language': 'fr-CH, es;q=0.8' })).toBe(
        'es',
      );
      expect(await registeredLanguage(undefined, { 'Accept-Language': 'fr, de;q=0.9' })).toBe('en');
      expect(await registeredLanguage(undefined, { 'Accept-Language': '*' })).toBe('en');
    });

    it('writes the welcome e-mail in the new account’s language', async () => {
      const body = registration({ language: 'es' });
      await context.client().POST('/register', { body });
      const welcome = await latestEmail(context, body.email, 'welcome');
      expect(welcome.subject).toBe('Bienvenido a Rentacar');
      expect(welcome.text).toContain('Gracias por crear su cuenta.');
    });

    it('answers 400 naming language for a language the site does not speak, and registers nobody', async () => {
      const body = { ...registration(), language: 'fr' as Language };
      await expectValidationError(context.client().POST('/register', { body }), 'language');
      await expectError(
        context.client().POST('/login', { body: { email: body.email, password: body.password } }),
        400,
        'Bad credentials',
      );
    });

    it('changes with the profile, and stays when the profile names none', async () => {
      const customer = await registerCustomer(context);
      expect(customer.user.language).toBe('en');
      const profile = profileFields(customer.user);
      await expectSuccess(
        context.client(customer.token).PUT('/user', { body: { ...profile, language: 'es' } }),
        200,
        'User Successfully Updated',
      );
      expect(await languageOf(customer.token)).toBe('es');
      const { language: _language, ...withoutLanguage } = profile;
      await expectSuccess(
        context.client(customer.token).PUT('/user', { body: withoutLanguage }),
        200,
        'User Successfully Updated',
      );
      expect(await languageOf(customer.token)).toBe('es');
    });

    it('answers 400 naming language for a bad profile language and changes nothing', async () => {
      const customer = await registerCustomer(context);
      const profile = profileFields(customer.user);
      const changed = { ...profile, firstName: 'Changed', language: 'ES' as Language };
      await expectValidationError(
        context
          .client(customer.token)
          .PUT('/user', { body: changed, headers: { 'Accept-Language': 'es' } }),
        'language',
      );
      expect((await context.client(customer.token).GET('/user')).data).toEqual(customer.user);
    });

    it("refuses a built-in user's language change in the spec's English, whatever the request's language", async () => {
      const { customer } = context;
      const profile = profileFields(customer);
      await expectError(
        context.client(context.customerToken).PUT('/user', {
          body: { ...profile, language: 'es' },
          headers: { 'Accept-Language': 'es' },
        }),
        400,
        BUILT_IN,
      );
      expect(await languageOf(context.customerToken)).toBe('en');
    });

    it("is set by an administrator's edit, kept by one that names none, and checked", async () => {
      const customer = await registerCustomer(context, { language: 'es' });
      const admin = context.client(context.adminToken);
      const edit = (body: ReturnType<typeof userUpdate>) =>
        admin.PUT('/user/{id}/auth', { params: { path: { id: customer.user.id } }, body });
      const { language: _language, ...withoutLanguage } = userUpdate(customer.user);
      await expectSuccess(edit(withoutLanguage), 200, 'User Successfully Updated');
      expect(await languageOf(customer.token)).toBe('es');
      await expectSuccess(
        edit(userUpdate(customer.user, { language: 'en' })),
        200,
        'User Successfully Updated',
      );
      expect(await languageOf(customer.token)).toBe('en');
      await expectValidationError(
        edit(userUpdate(customer.user, { language: 'de' as Language })),
        'language',
      );
      expect(await languageOf(customer.token)).toBe('en');
    });

    it("writes a password reset e-mail in the account's language", async () => {
      const customer = await registerCustomer(context, {
        language: 'es',
        email: uniqueEmail('spanish'),
      });
      await context.client().POST('/user/password/forgot', { body: { email: customer.email } });
      const reset = await latestEmail(context, customer.email, 'passwordReset');
      expect(reset.subject).toBe('Restablezca su contraseña de Rentacar');
    });
  });
}
