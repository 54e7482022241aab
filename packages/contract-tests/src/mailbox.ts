import type { EmailDetail, EmailKind } from '@rentacar/contract';
import { expect } from 'vitest';
import type { ContractContext } from './context';

/**
 * The suite reads what the API would send through the administrator's outbox (`emails`), the
 * same on the mock (which sends nothing) and the server (whose sender may have sent it already).
 */
export async function emailsTo(
  context: ContractContext,
  recipient: string,
  kind?: EmailKind,
): Promise<EmailDetail[]> {
  const admin = context.client(context.adminToken);
  const { data, response } = await admin.GET('/emails/admin/pages', {
    params: { query: { q: recipient, sort: 'id', direction: 'ASC', size: 100 } },
  });
  expect(response.status, `outbox of ${recipient}`).toBe(200);
  const listed = data!.content.filter(
    (email) =>
      email.recipient === recipient.toLowerCase() && (kind === undefined || email.kind === kind),
  );
  return Promise.all(
    listed.map(async ({ id }) => {
      const { data: detail } = await admin.GET('/emails/admin/{id}', {
        params: { path: { id } },
      });
      return detail!;
    }),
  );
}

/** The newest e-mail of `kind` to `recipient` (there must be one). */
export async function latestEmail(
  context: ContractContext,
  recipient: string,
  kind: EmailKind,
): Promise<EmailDetail> {
  const emails = await emailsTo(context, recipient, kind);
  expect(emails.length, `${kind} e-mails to ${recipient}`).toBeGreaterThan(0);
  return emails.at(-1)!;
}

/** The token of the link to `path` in the plain-text part of `email`. */
export function linkToken(email: EmailDetail, path: string): string {
  const escapedPath = path.replace(/[/-]/g, (character) => `\\${character}`);
  const match = new RegExp(`${escapedPath}\\?token=([A-Za-z0-9_-]+)`).exec(email.text);
  expect(match, `a ${path} link in "${email.subject}"`).not.toBeNull();
  return match![1]!;
}
