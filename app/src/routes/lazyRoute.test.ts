import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, withChunkTimeout } from './lazyRoute';

describe('withChunkTimeout', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('passes a chunk that arrives through', async () => {
    await expect(withChunkTimeout(Promise.resolve('chunk'))).resolves.toBe('chunk');
  });

  it('fails a chunk that has not arrived after 120 s', async () => {
    vi.useFakeTimers();
    const pending = withChunkTimeout(new Promise<never>(() => {}));
    const outcome = expect(pending).rejects.toThrow('Loading chunk timed out after 120000 ms');
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    await outcome;
  });
});
