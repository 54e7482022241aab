import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SignJWT, jwtVerify } from 'jose';

const ALGORITHM = 'HS256';
const LIFETIME = '24h';
export const JWT_SECRET_FILE_NAME = 'jwt-secret';

/** The configured secret, or one generated into the data folder (owner-only) to last restarts. */
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

export interface TokenClaims {
  userId: number;
  tokenVersion: number;
}

/** The private claim holding the user's token version (see the `token_version` column). */
const TOKEN_VERSION_CLAIM = 'ver';

export interface TokenService {
  issue(claims: TokenClaims): Promise<string>;
  /** The claims of a valid token, or undefined for a forged, malformed or expired one. */
  verify(token: string): Promise<TokenClaims | undefined>;
}

/** Tokens whose signature was checked, kept at most; beyond this many, the memory starts over. */
const VERIFIED_TOKENS_KEPT = 10_000;

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/**
 * Verifies against `secret` and `previousSecrets` (a rotation). A signature is checked once, as
 * that cost more than the request's reads; the guard still reads the token version every time.
 */
export function createTokenService(
  secret: Uint8Array,
  previousSecrets: Uint8Array[] = [],
): TokenService {
  const verifyingSecrets = [secret, ...previousSecrets];
  const readPayload = async (token: string) => {
    for (const candidate of verifyingSecrets) {
      try {
        return (await jwtVerify(token, candidate, { algorithms: [ALGORITHM] })).payload;
      } catch {
        // Signed with another secret (or forged, malformed, expired): try the next one.
      }
    }
    return undefined;
  };
  const verified = new Map<string, { claims: TokenClaims; expiresAtSeconds: number }>();
  const readClaims = async (token: string) => {
    const payload = await readPayload(token);
    if (payload === undefined) return undefined;
    const userId = Number(payload.sub);
    const tokenVersion = payload[TOKEN_VERSION_CLAIM];
    // A token without the claim predates revocation: it is refused, the user logs in again.
    if (!(isCount(userId) && userId > 0 && isCount(tokenVersion))) return undefined;
    if (verified.size >= VERIFIED_TOKENS_KEPT) verified.clear();
    const expiresAtSeconds = payload.exp ?? Number.POSITIVE_INFINITY;
    verified.set(token, { claims: { userId, tokenVersion }, expiresAtSeconds });
    return { userId, tokenVersion };
  };
  return {
    issue: ({ userId, tokenVersion }) =>
      new SignJWT({ [TOKEN_VERSION_CLAIM]: tokenVersion })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(LIFETIME)
        .sign(secret),
    async verify(token) {
      const known = verified.get(token);
      if (known === undefined) return readClaims(token);
      // jwtVerify's rule: expired once `exp` is not after the current second.
      if (known.expiresAtSeconds > Math.floor(Date.now() / 1000)) return known.claims;
      verified.delete(token);
      return undefined;
    },
  };
}
