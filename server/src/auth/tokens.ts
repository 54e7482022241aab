import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SignJWT, jwtVerify } from 'jose';

const ALGORITHM = 'HS256';
const LIFETIME = '24h';
export const JWT_SECRET_FILE_NAME = 'jwt-secret';

/**
 * The configured secret, or the one kept in the data folder (created on first use, readable by
 * the owner only) so tokens survive restarts without a secret ever living in the repository.
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): Uint8Array {
  if (configured !== undefined) return new TextEncoder().encode(configured);
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, JWT_SECRET_FILE_NAME);
  try {
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    fs.chmodSync(file, 0o600);
  }
  return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim());
}

export interface TokenService {
  issue(userId: number): Promise<string>;
  /** The user id of a valid token, or undefined for a forged, malformed or expired one. */
  verify(token: string): Promise<number | undefined>;
}

export function createTokenService(secret: Uint8Array): TokenService {
  return {
    issue: (userId) =>
      new SignJWT({})
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(LIFETIME)
        .sign(secret),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: [ALGORITHM] });
        const userId = Number(payload.sub);
        return Number.isSafeInteger(userId) && userId > 0 ? userId : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
