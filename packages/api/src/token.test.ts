import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearStoredToken, getStoredToken, storeToken, TOKEN_STORAGE_KEY } from './token';
import { MemoryStorage } from './test/memory-storage';

describe('token storage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('stores, reads and clears the token under the key "token"', () => {
    const storage = new MemoryStorage();
    vi.stubGlobal('localStorage', storage);

    expect(getStoredToken()).toBeNull();
    storeToken('jwt-1');
    expect(storage.getItem('token')).toBe('jwt-1');
    expect(TOKEN_STORAGE_KEY).toBe('token');
    expect(getStoredToken()).toBe('jwt-1');
    clearStoredToken();
    expect(getStoredToken()).toBeNull();
    expect(storage.length).toBe(0);
  });

  it('behaves as logged out where there is no browser storage', () => {
    expect(() => storeToken('jwt-1')).not.toThrow();
    expect(getStoredToken()).toBeNull();
    expect(() => clearStoredToken()).not.toThrow();
  });
});
