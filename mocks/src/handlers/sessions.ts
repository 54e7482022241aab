import { API_MESSAGES, parameterProblemMessage } from '@rentacar/contract';
import { driverDetailsProblem, officeToday } from '@rentacar/rules/drivers';
import {
  erasedProfile,
  holdsAccountOpen,
  normaliseEmail,
  PASSWORD_RESET_TOKEN_MINUTES,
  passwordConfirmationProblem,
  passwordResetLink,
  personName,
  registrationConfirmationProblem,
  requestLanguage,
} from '@rentacar/rules';
import { authenticate, issueToken } from '../auth';
import { db, findUserByEmail, revokeTokens, toUserWithDriver, type UserRecord } from '../db';
import { fail, refuseBuiltIn } from '../errors';
import { http } from '../http';
import {
  issueEmailToken,
  queueConfirmation,
  queueEmail,
  retireEmailTokens,
  siteOrigin,
  useEmailToken,
} from '../outbox';
import {
  checkLoginAllowed,
  clearFailedLogins,
  limitEmailRequests,
  recordFailedLogin,
} from '../rateLimits';
import { ensureEmailFree } from '../userRules';
import { withCar } from './reservations';

const MINUTE_MS = 60 * 1000;

const ownedBy = (user: UserRecord) => (reservation: { userId: number }) =>
  reservation.userId === user.id;
/** Contact messages keep the address as typed, so it is compared in any letter case. */
const sentFrom = (user: UserRecord) => (message: { email: string }) =>
  normaliseEmail(message.email) === user.email;
const sentTo = (user: UserRecord) => (email: { recipient: string }) =>
  normaliseEmail(email.recipient) === user.email;

export const sessionHandlers = [
  http.post('/login', ({ request, valid: { body }, response }) => {
    checkLoginAllowed(request, body.email);
    const user = findUserByEmail(body.email);
    if (!user || user.password !== body.password) {
      recordFailedLogin(request, body.email);
      return fail(request, 400, API_MESSAGES.badCredentials);
    }
    return response(200).json({ token: issueToken(user.id) });
  }),

  http.post('/register', async ({ request, valid: { body }, response }) => {
    const confirmationProblem = registrationConfirmationProblem(body);
    if (confirmationProblem !== undefined) fail(request, 400, confirmationProblem);
    ensureEmailFree(request, body.email);
    const { confirmPassword: _confirmation, ...fields } = body;
    const user = db.users.insert({
      ...fields,
      language: fields.language ?? requestLanguage(request.headers.get('accept-language')),
      email: normaliseEmail(fields.email),
      builtIn: false,
      emailConfirmed: false,
      roles: ['Customer'],
    });
    await queueConfirmation(request, user, 'welcome');
    return response(201).json({ message: API_MESSAGES.registered, success: true });
  }),

  http.get('/user', ({ request, response }) => {
    return response(200).json(toUserWithDriver(authenticate(request)));
  }),

  http.put('/user/driver', ({ request, valid: { body }, response }) => {
    const user = authenticate(request);
    refuseBuiltIn(request, user);
    const problem = driverDetailsProblem(body, officeToday());
    if (problem !== undefined) fail(request, 400, parameterProblemMessage(problem));
    db.users.update(user.id, { driver: body });
    return response(200).json({ message: API_MESSAGES.driverDetailsUpdated, success: true });
  }),

  http.get('/user/data', ({ request, response }) => {
    const user = authenticate(request);
    const { driver, ...account } = toUserWithDriver(user);
    const data = {
      account,
      driver: driver ?? null,
      reservations: db.reservations
        .all()
        .filter(ownedBy(user))
        .map((reservation) => ({
          ...withCar(reservation),
          additionalDrivers: db.additionalDrivers.get(reservation.id) ?? [],
        })),
      messages: db.contactMessages.all().filter(sentFrom(user)),
      emails: db.emails
        .all()
        .filter(sentTo(user))
        .map(({ kind, recipient, subject, createdAt, sentAt, text }) => {
          return { kind, recipient, subject, createdAt, sentAt, text };
        }),
    };
    return response(200).json(data, {
      headers: { 'Content-Disposition': 'attachment; filename="my-data.json"' },
    });
  }),

  http.post('/user/delete', ({ request, valid: { body }, response }) => {
    const user = authenticate(request);
    refuseBuiltIn(request, user);
    if (body.password !== user.password) fail(request, 400, API_MESSAGES.wrongPassword);
    const own = db.reservations.all().filter(ownedBy(user));
    if (own.some((reservation) => holdsAccountOpen(reservation))) {
      fail(request, 409, API_MESSAGES.accountHasUpcomingReservations);
    }
    db.contactMessages
      .all()
      .filter(sentFrom(user))
      .forEach(({ id }) => db.contactMessages.delete(id));
    // The people they named as drivers go too: the kept rentals name no one.
    own.forEach(({ id }) => db.additionalDrivers.delete(id));
    db.emails
      .all()
      .filter(sentTo(user))
      .forEach(({ id }) => db.emails.delete(id));
    db.emailTokens
      .all()
      .filter((token) => token.userId === user.id)
      .forEach(({ id }) => db.emailTokens.delete(id));
    // The record stays for the past reservations; a password no one can type stops every login.
    const erased = db.users.update(user.id, {
      ...erasedProfile(user.id),
      password: crypto.randomUUID(),
      emailConfirmed: false,
      driver: undefined,
    });
    revokeTokens(erased);
    return response(200).json({ message: API_MESSAGES.accountDeleted, success: true });
  }),

  http.put('/user', async ({ request, valid: { body }, response }) => {
    const user = authenticate(request);
    refuseBuiltIn(request, user);
    ensureEmailFree(request, body.email, user);
    const email = normaliseEmail(body.email);
    const emailChanged = email !== user.email;
    const updated = db.users.update(user.id, {
      ...body,
      email,
      emailConfirmed: user.emailConfirmed && !emailChanged,
    });
    if (emailChanged) await queueConfirmation(request, updated, 'emailConfirmation');
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

  http.post('/user/password/forgot', async ({ request, valid: { body }, response }) => {
    limitEmailRequests(request, 'passwordResetEmail', normaliseEmail(body.email));
    const user = findUserByEmail(body.email);
    // Built-in accounts cannot change their password, so they get no link; the answer is the same.
    if (user && !user.builtIn) {
      retireEmailTokens('passwordReset', user.id);
      const token = issueEmailToken(
        'passwordReset',
        user,
        PASSWORD_RESET_TOKEN_MINUTES * MINUTE_MS,
      );
      await queueEmail({
        kind: 'passwordReset',
        to: user.email,
        recipientName: personName(user),
        language: user.language,
        resetLink: passwordResetLink(siteOrigin(request), token),
        expiresInMinutes: PASSWORD_RESET_TOKEN_MINUTES,
      });
    }
    return response(202).json({ message: API_MESSAGES.passwordResetRequested, success: true });
  }),

  http.post('/user/password/reset', ({ request, valid: { body }, response }) => {
    const confirmationProblem = passwordConfirmationProblem(body);
    if (confirmationProblem !== undefined) fail(request, 400, confirmationProblem);
    const token = useEmailToken('passwordReset', body.token);
    const user = token && db.users.find(token.userId);
    if (!user) return fail(request, 400, API_MESSAGES.resetLinkInvalid);
    refuseBuiltIn(request, user);
    retireEmailTokens('passwordReset', user.id);
    // The link reached the owner's mailbox: the address is proven, and the lock-out lifted.
    const updated = db.users.update(user.id, {
      password: body.newPassword,
      emailConfirmed: user.emailConfirmed || token.email === user.email,
    });
    revokeTokens(updated);
    clearFailedLogins(request, user.email);
    return response(200).json({ message: API_MESSAGES.passwordReset, success: true });
  }),

  http.post('/user/email/confirm', ({ request, valid: { body }, response }) => {
    const token = useEmailToken('emailConfirmation', body.token);
    const user = token && db.users.find(token.userId);
    if (!user || user.email !== token.email) {
      return fail(request, 400, API_MESSAGES.confirmationLinkInvalid);
    }
    db.users.update(user.id, { emailConfirmed: true });
    return response(200).json({ message: API_MESSAGES.emailConfirmed, success: true });
  }),

  http.post('/user/email/confirmation', async ({ request, response }) => {
    const user = authenticate(request);
    if (user.emailConfirmed) fail(request, 400, API_MESSAGES.emailAlreadyConfirmed);
    limitEmailRequests(request, 'emailConfirmationResend', String(user.id));
    await queueConfirmation(request, user, 'emailConfirmation');
    return response(202).json({ message: API_MESSAGES.confirmationEmailSent, success: true });
  }),
];
