/** Browser-storage key of the session token (the spec's 'token'). */
export const TOKEN_STORAGE_KEY = 'token';

// Outside a browser (Node tests, the server) there is no localStorage: behave as logged out.
function browserStorage(): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

/** The stored session token, or null when logged out. */
export function getStoredToken(): string | null {
  return browserStorage()?.getItem(TOKEN_STORAGE_KEY) ?? null;
}

export function storeToken(token: string): void {
  browserStorage()?.setItem(TOKEN_STORAGE_KEY, token);
}

export function clearStoredToken(): void {
  browserStorage()?.removeItem(TOKEN_STORAGE_KEY);
}
