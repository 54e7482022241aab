import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, lazyScreen, withChunkTimeout } from './lazyRoute';

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

describe('lazyScreen', () => {
  const loadingFallback = <p>Loading screen</p>;
  const screenModule = () => Promise.resolve({ default: () => <h1>The screen</h1> });

  it('suspends on its first render until the chunk arrives', async () => {
    const Screen = lazyScreen(screenModule);
    render(<Suspense fallback={loadingFallback}>{<Screen />}</Suspense>);
    expect(screen.getByText('Loading screen')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'The screen' })).toBeInTheDocument();
  });

  it('renders at once, without its fallback, once preloaded', async () => {
    const load = vi.fn(screenModule);
    const Screen = lazyScreen(load);
    await act(() => Screen.preload());
    render(<Suspense fallback={loadingFallback}>{<Screen />}</Suspense>);
    expect(screen.getByRole('heading', { name: 'The screen' })).toBeInTheDocument();
    expect(screen.queryByText('Loading screen')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after a failed preload', async () => {
    const load = vi
      .fn<typeof screenModule>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementation(screenModule);
    const Screen = lazyScreen(load);
    await expect(Screen.preload()).rejects.toThrow('offline');
    await Screen.preload();
    render(<Suspense fallback={loadingFallback}>{<Screen />}</Suspense>);
    expect(screen.getByRole('heading', { name: 'The screen' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
