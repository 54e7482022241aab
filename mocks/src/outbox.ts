import type { EmailDetail } from '@rentacar/contract';
import { renderEmail, type EmailMessage } from '@rentacar/emails';
import {
  EMAIL_CONFIRMATION_TOKEN_DAYS,
  emailConfirmationLink,
  localNow,
  moneySettings,
  officeTimeZone,
  personName,
} from '@rentacar/rules';
import { db, type UserRecord } from './db';

/**
 * An e-mail of the mock's outbox. The mock sends nothing: every e-mail stays queued, so stories
 * and the demo show what the server would send, rendered as the server renders it.
 */
export type EmailRecord = EmailDetail;

declare global {
  interface ImportMeta {
    /** Vite's build settings; none where no Vite build runs the mock (`npm run mock`). */
    readonly env?: { readonly VITE_CURRENCY?: string; readonly VITE_LOCALE?: string };
  }
}

/**
 * How the e-mails write amounts: as the app writes prices, from the same build settings
 * (`VITE_CURRENCY`, `VITE_LOCALE`, app/src/shell/config/site.ts) by the same rule, as the
 * server's e-mails do from its `CURRENCY` and `LOCALE`.
 */
const siteMoney = moneySettings(import.meta.env?.VITE_CURRENCY, import.meta.env?.VITE_LOCALE);

/** Renders `message` and records it as queued; answers the stored e-mail. */
export async function queueEmail(message: EmailMessage): Promise<EmailRecord> {
  const rendered = await renderEmail(message, { timeZone: officeTimeZone(), ...siteMoney });
  const row = db.emails.insert({
    kind: message.kind,
    recipient: rendered.to,
    subject: rendered.subject,
    status: 'queued',
    attempts: 0,
    lastError: null,
    createdAt: localNow(),
    sentAt: null,
    messageId: '',
    html: rendered.html,
    text: rendered.text,
    attachments: rendered.attachments,
  });
  return db.emails.update(row.id, { messageId: `<outbox-${row.id}@rentacar.mock>` });
}

export type EmailTokenPurpose = 'passwordReset' | 'emailConfirmation';

/**
 * A link token. The mock keeps tokens as issued (an in-memory fake; the server stores only a
 * SHA-256 hash).
 */
export interface EmailTokenRecord {
  id: number;
  token: string;
  purpose: EmailTokenPurpose;
  userId: number;
  /** The address the link went to: a confirmation confirms only that one. */
  email: string;
  expiresAt: number;
  used: boolean;
}

const randomToken = () =>
  btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** A new single-use token for `userId` at `email`, working for `lifetimeMs`. */
export function issueEmailToken(
  purpose: EmailTokenPurpose,
  user: { id: number; email: string },
  lifetimeMs: number,
): string {
  const token = randomToken();
  db.emailTokens.insert({
    token,
    purpose,
    userId: user.id,
    email: user.email,
    expiresAt: Date.now() + lifetimeMs,
    used: false,
  });
  return token;
}

/** The unused, unexpired token of `purpose`, used up by this call; undefined otherwise. */
export function useEmailToken(
  purpose: EmailTokenPurpose,
  token: string,
): EmailTokenRecord | undefined {
  const found = db.emailTokens.all().find((row) => row.token === token && row.purpose === purpose);
  if (!found || found.used || found.expiresAt <= Date.now()) return undefined;
  return db.emailTokens.update(found.id, { used: true });
}

/** Uses up every open token of `purpose` of a user (a newer reset link, or a reset done). */
export function retireEmailTokens(purpose: EmailTokenPurpose, userId: number): void {
  db.emailTokens
    .all()
    .filter((row) => row.userId === userId && row.purpose === purpose && !row.used)
    .forEach((row) => db.emailTokens.update(row.id, { used: true }));
}

const CONFIRMATION_LIFETIME_MS = EMAIL_CONFIRMATION_TOKEN_DAYS * 24 * 60 * 60 * 1000;

/** The origin the mock answers on: the e-mails' links lead there. */
export const siteOrigin = (request: Request) => new URL(request.url).origin;

/**
 * Queues the e-mail that asks `user` to confirm the address: a welcome for a new account, a
 * confirmation for an address the user or an administrator changed.
 */
export async function queueConfirmation(
  request: Request,
  user: UserRecord,
  kind: 'welcome' | 'emailConfirmation',
): Promise<void> {
  const token = issueEmailToken('emailConfirmation', user, CONFIRMATION_LIFETIME_MS);
  await queueEmail({
    kind,
    to: user.email,
    recipientName: personName(user),
    language: user.language,
    confirmLink: emailConfirmationLink(siteOrigin(request), token),
  });
}
