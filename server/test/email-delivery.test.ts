import { createHash } from 'node:crypto';
import { EMAIL_CONFIRMATION_TOKEN_DAYS } from '@rentacar/rules';
import { loadConfig } from '../src/index.js';
import { openDatabase, type Database } from '../src/db/database.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DIALECTS,
  POSTGRES_URL,
  booking,
  call,
  login,
  loginAdmin,
  registerCustomer,
  startTestServer,
  type TestServer,
} from './helpers.js';
import { startSmtpSink, type SmtpSink } from './smtp-sink.js';

const PUBLIC_URL = 'https://rentacar.test';
const TIME_ZONE = 'Europe/Berlin';
/** Fast retries and polling, so an outage of a second is several attempts. */
const emailConfig = (smtpUrl: string) => ({
  ...loadConfig({}).email,
  smtpUrl,
  from: 'Rentacar <bookings@rentacar.test>',
  pollMs: 50,
  retryBaseMs: 100,
  maxAttempts: 20,
  leaseMs: 5000,
});

const tokenOf = (text: string, path: string) =>
  new RegExp(`${PUBLIC_URL}${path}\\?token=([A-Za-z0-9_-]+)`).exec(text)?.[1];

describe.each(DIALECTS)('e-mail delivery on %s', (dialect) => {
  let sink: SmtpSink;
  let server: TestServer;

  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startTestServer(dialect, {
      email: emailConfig(sink.url),
      publicUrl: PUBLIC_URL,
      timeZone: TIME_ZONE,
      money: { currency: 'EUR', locale: 'de-DE' },
      rateLimits: { ...loadConfig({}).rateLimits, publicMaxRequests: 1000 },
    });
  });
  afterAll(async () => {
    await server?.destroy();
    await sink?.stop();
  });

  /** The messages to `recipient` once `count` of them arrived. */
  async function messagesTo(recipient: string, count: number) {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const found = sink.messages.filter(
        (message) => message.to && 'text' in message.to && message.to.text === recipient,
      );
      if (found.length >= count) return found;
      if (Date.now() > deadline)
        throw new Error(`${found.length} of ${count} e-mails to ${recipient}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Asks for a password reset of `email` (whose welcome arrived) and answers the mailed token. */
  async function mailedResetToken(email: string): Promise<string> {
    const forgot = await call(`${server.api}/user/password/forgot`, {
      method: 'POST',
      json: { email },
    });
    expect(forgot.status).toBe(202);
    const [, resetMail] = await messagesTo(email, 2);
    return tokenOf(resetMail!.text ?? '', '/reset-password')!;
  }

  /** Runs `work` on the server's database through a connection of its own. */
  async function inDatabase<Result>(work: (database: Database) => Promise<Result>) {
    const database = openDatabase({
      dataDir: server.dataDir,
      databaseUrl: dialect === 'postgres' ? POSTGRES_URL : undefined,
      databaseSchema: server.databaseSchema,
    });
    try {
      return await work(database);
    } finally {
      await database.close();
    }
  }

  it('welcomes a new customer with a confirmation link that works', async () => {
    const customer = await registerCustomer(server.api);
    const [welcome] = await messagesTo(customer.email, 1);
    expect(welcome!.from?.value).toEqual([{ name: 'Rentacar', address: 'bookings@rentacar.test' }]);
    const token = tokenOf(welcome!.text ?? '', '/confirm-email');
    expect(token).toBeDefined();
    const confirmed = await call(`${server.api}/user/email/confirm`, {
      method: 'POST',
      json: { token },
    });
    expect(confirmed.status).toBe(200);
    const profile = await call(`${server.api}/user`, { token: customer.token });
    expect(profile.body.emailConfirmed).toBe(true);
  });

  it("confirms a booking with its reference, link, and an .ics of its branch's times", async () => {
    const customer = await registerCustomer(server.api);
    const booked = await call(`${server.api}/reservations/add?carId=3`, {
      method: 'POST',
      token: customer.token,
      json: booking(30, 31),
    });
    expect(booked.status).toBe(201);
    const id = booked.body.id as number;
    const [, confirmation] = await messagesTo(customer.email, 2);
    expect(confirmation!.subject).toContain(String(id));
    expect(confirmation!.text).toContain(`${PUBLIC_URL}/user/reservations/${id}`);
    expect(confirmation!.html).toContain(`${PUBLIC_URL}/user/reservations/${id}`);
    // The total in the operator's currency and locale: euros, decimals after a comma.
    expect(confirmation!.text).toMatch(/Total price\W+\d[\d.]*(,\d\d)?\u00a0€/);
    const ics = confirmation!.attachments.find((file) => file.filename === `reservation-${id}.ics`);
    expect(ics?.contentType).toBe('text/calendar');
    const calendar = ics!.content.toString('utf8');
    const reservation = await call(`${server.api}/reservations/${id}/auth`, {
      token: customer.token,
    });
    // The vehicle's branch keeps its own zone, whatever the office's TIME_ZONE.
    const vehicle = await call(`${server.api}/car/visitors/3`);
    const branches = await call(`${server.api}/branches/visitors`);
    const { timeZone } = (branches.body as { id: number; timeZone: string }[]).find(
      (branch) => branch.id === vehicle.body.branchId,
    )!;
    expect(timeZone).not.toBe(TIME_ZONE);
    const icsTime = (local: string) => local.replaceAll('-', '').replaceAll(':', '');
    expect(calendar).toContain(`DTSTART;TZID=${timeZone}:${icsTime(reservation.body.pickUpTime)}`);
    expect(calendar).toContain(`DTEND;TZID=${timeZone}:${icsTime(reservation.body.dropOffTime)}`);
    // The one event of the reservation at the site's host, organised by the sender.
    expect(calendar).toContain(`UID:reservation-${id}@rentacar.test\r\n`);
    expect(calendar).toContain('METHOD:REQUEST');
    expect(calendar).toContain('SEQUENCE:0');
    expect(calendar).toMatch(/^ORGANIZER;CN="?Rentacar"?:mailto:bookings@rentacar.test\r$/im);

    // What arrived is what the administrator previews, with the same Message-ID.
    const admin = await loginAdmin(server.api);
    const listed = await call(
      `${server.api}/emails/admin/pages?q=${encodeURIComponent(customer.email)}&sort=id&direction=DESC&size=1`,
      { token: admin },
    );
    const detail = await call(`${server.api}/emails/admin/${listed.body.content[0].id}`, {
      token: admin,
    });
    expect(detail.body).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(confirmation!.messageId).toBe(detail.body.messageId);
  });

  it('sends an e-mail again when the administrator asks, under its Message-ID', async () => {
    const customer = await registerCustomer(server.api);
    const [welcome] = await messagesTo(customer.email, 1);
    const admin = await loginAdmin(server.api);
    const listed = await call(
      `${server.api}/emails/admin/pages?q=${encodeURIComponent(customer.email)}&size=1`,
      { token: admin },
    );
    const id = listed.body.content[0].id as number;
    const resent = await call(`${server.api}/emails/admin/${id}/resend`, {
      method: 'POST',
      token: admin,
    });
    expect(resent.status).toBe(202);
    const [, again] = await messagesTo(customer.email, 2);
    expect(again!.subject).toBe(welcome!.subject);
    expect(again!.messageId).toBe(welcome!.messageId);
    await expect
      .poll(async () => (await call(`${server.api}/emails/admin/${id}`, { token: admin })).body)
      .toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('resets a password through the e-mailed link, once, ending the old session', async () => {
    const customer = await registerCustomer(server.api);
    await messagesTo(customer.email, 1);
    const token = await mailedResetToken(customer.email);
    const reset = (password: string) =>
      call(`${server.api}/user/password/reset`, {
        method: 'POST',
        json: { token, newPassword: password, confirmNewPassword: password },
      });
    expect((await reset('Mailed#2027')).status).toBe(200);
    expect((await call(`${server.api}/user`, { token: customer.token })).status).toBe(401);
    expect(await login(server.api, customer.email, 'Mailed#2027')).toEqual(expect.any(String));
    expect((await reset('Again#20278')).body.message).toBe(
      'Password reset link is invalid or has expired',
    );
  });

  it('takes a link only for what it was mailed for: a confirmation link resets no password', async () => {
    const customer = await registerCustomer(server.api);
    const [welcome] = await messagesTo(customer.email, 1);
    const confirmationToken = tokenOf(welcome!.text ?? '', '/confirm-email')!;
    const resetToken = await mailedResetToken(customer.email);
    const reset = (token: string) =>
      call(`${server.api}/user/password/reset`, {
        method: 'POST',
        json: { token, newPassword: 'Swapped#2027', confirmNewPassword: 'Swapped#2027' },
      });
    const confirm = (token: string) =>
      call(`${server.api}/user/email/confirm`, { method: 'POST', json: { token } });

    const resetWithConfirmation = await reset(confirmationToken);
    expect(resetWithConfirmation.status).toBe(400);
    expect(resetWithConfirmation.body.message).toBe(
      'Password reset link is invalid or has expired',
    );
    expect(await login(server.api, customer.email, customer.password)).toEqual(expect.any(String));
    expect((await confirm(resetToken)).status).toBe(400);
    expect((await call(`${server.api}/user`, { token: customer.token })).body.emailConfirmed).toBe(
      false,
    );

    // Each still works for its own purpose: the wrong use spent neither.
    expect((await confirm(confirmationToken)).status).toBe(200);
    expect((await reset(resetToken)).status).toBe(200);
  });

  it('stores a reset link only as its SHA-256 hash, for 30 minutes', async () => {
    const customer = await registerCustomer(server.api);
    await messagesTo(customer.email, 1);
    const asked = Date.now();
    const token = await mailedResetToken(customer.email);
    const stored = await inDatabase((database) =>
      database.db
        .selectFrom('emailTokens')
        .selectAll()
        .where('tokenHash', '=', createHash('sha256').update(token).digest('hex'))
        .execute(),
    );
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored[0]!.expiresAtMs - asked).toBeGreaterThanOrEqual(30 * 60_000);
    expect(stored[0]!.expiresAtMs - Date.now()).toBeLessThanOrEqual(30 * 60_000);
  });

  it('keeps a confirmation link for its days, and refuses it once they are over', async () => {
    const lifetimeMs = EMAIL_CONFIRMATION_TOKEN_DAYS * 24 * 60 * 60_000;
    const asked = Date.now();
    const customer = await registerCustomer(server.api);
    const [welcome] = await messagesTo(customer.email, 1);
    const token = tokenOf(welcome!.text ?? '', '/confirm-email')!;
    const tokenHash = createHash('sha256').update(token).digest('hex');
    const [stored] = await inDatabase((database) =>
      database.db
        .selectFrom('emailTokens')
        .select('expiresAtMs')
        .where('tokenHash', '=', tokenHash)
        .execute(),
    );
    expect(stored!.expiresAtMs - asked).toBeGreaterThanOrEqual(lifetimeMs);
    expect(stored!.expiresAtMs - Date.now()).toBeLessThanOrEqual(lifetimeMs);
    // The stored expiry moved a minute past: what waiting out the days would do.
    await inDatabase((database) =>
      database.db
        .updateTable('emailTokens')
        .set((eb) => ({ expiresAtMs: eb('expiresAtMs', '-', lifetimeMs + 60_000) }))
        .where('tokenHash', '=', tokenHash)
        .execute(),
    );
    const late = await call(`${server.api}/user/email/confirm`, {
      method: 'POST',
      json: { token },
    });
    expect(late.status).toBe(400);
    const profile = await call(`${server.api}/user`, { token: customer.token });
    expect(profile.body.emailConfirmed).toBe(false);
  });

  it('refuses a reset link older than 30 minutes', async () => {
    const customer = await registerCustomer(server.api);
    await messagesTo(customer.email, 1);
    const token = await mailedResetToken(customer.email);
    // The stored expiry moved 31 minutes back: what half an hour of waiting would do.
    await inDatabase((database) =>
      database.db
        .updateTable('emailTokens')
        .set((eb) => ({ expiresAtMs: eb('expiresAtMs', '-', 31 * 60_000) }))
        .execute(),
    );
    const reset = await call(`${server.api}/user/password/reset`, {
      method: 'POST',
      json: { token, newPassword: 'Late#20270', confirmNewPassword: 'Late#20270' },
    });
    expect(reset.status).toBe(400);
    expect(await login(server.api, customer.email, customer.password)).toEqual(expect.any(String));
  });

  it('delivers every e-mail queued while the SMTP server was down, once it is back', async () => {
    const customer = await registerCustomer(server.api);
    await messagesTo(customer.email, 1);
    await sink.stop();
    for (const day of [50, 52, 54]) {
      const booked = await call(`${server.api}/reservations/add?carId=3`, {
        method: 'POST',
        token: customer.token,
        json: booking(day, day + 1),
      });
      expect(booked.status).toBe(201);
    }
    const admin = await loginAdmin(server.api);
    const newest = async () =>
      (
        await call(
          `${server.api}/emails/admin/pages?q=${encodeURIComponent(customer.email)}&sort=id&direction=DESC&size=3`,
          { token: admin },
        )
      ).body.content as { status: string; attempts: number; lastError: string | null }[];
    // The SMTP server comes back once each of them has failed an attempt.
    await expect
      .poll(async () => (await newest()).filter((email) => email.lastError !== null).length, {
        timeout: 20_000,
      })
      .toBe(3);
    await sink.start();
    const arrived = await messagesTo(customer.email, 4);
    expect(arrived.slice(1).map((message) => message.subject)).toHaveLength(3);
    for (const email of await newest()) {
      expect(email.status).toBe('sent');
      expect(email.attempts).toBeGreaterThan(1);
      expect(email.lastError).toEqual(expect.any(String));
    }
  });

  it('keeps CR/LF out of headers and markup out of the HTML', async () => {
    const customer = await registerCustomer(server.api);
    await messagesTo(customer.email, 1);
    const injected = await call(`${server.api}/reservations/add?carId=3`, {
      method: 'POST',
      token: customer.token,
      json: { ...booking(60, 61), pickUpLocation: 'Airport\r\nBcc: victim@example.org' },
    });
    expect(injected.status).toBe(400);
    const booked = await call(`${server.api}/reservations/add?carId=3`, {
      method: 'POST',
      token: customer.token,
      json: { ...booking(62, 63), pickUpLocation: '<img src=x onerror=alert(1)>' },
    });
    expect(booked.status).toBe(201);
    const arrived = await messagesTo(customer.email, 2);
    expect(arrived).toHaveLength(2);
    const confirmation = arrived[1]!;
    expect(confirmation.html).not.toContain('<img src=x');
    expect(confirmation.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(confirmation.headers.has('bcc')).toBe(false);
  });
});
