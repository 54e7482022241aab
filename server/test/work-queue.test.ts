import { describe, expect, it } from 'vitest';
import { QueueFullError, WorkQueue } from '../src/auth/work-queue.js';

/** A task that finishes when the test says so, recording when it started. */
function controllable(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    task: async () => {
      log.push(name);
      await done;
      return name;
    },
    finish,
  };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('WorkQueue', () => {
  it('runs at most `concurrency` tasks, then the waiting ones in arrival order', async () => {
    const queue = new WorkQueue({ concurrency: 2, lanes: { only: 10 } });
    const started: string[] = [];
    const tasks = ['a', 'b', 'c', 'd'].map((name) => controllable(started, name));
    const results = tasks.map(({ task }) => queue.run('only', task));
    await flush();
    expect(started).toEqual(['a', 'b']);
    expect(queue.load).toEqual({ running: 2, waiting: { only: 2 } });

    tasks[1]!.finish();
    await flush();
    expect(started).toEqual(['a', 'b', 'c']);
    tasks[0]!.finish();
    await flush();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    tasks[2]!.finish();
    tasks[3]!.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
    expect(queue.load).toEqual({ running: 0, waiting: { only: 0 } });
  });

  it('refuses a task at once when its lane is full, without touching other lanes', async () => {
    const queue = new WorkQueue({ concurrency: 1, lanes: { accounts: 1, anonymous: 1 } });
    const started: string[] = [];
    const running = controllable(started, 'running');
    const pending = [
      queue.run('anonymous', running.task),
      queue.run('anonymous', controllable(started, 'waits').task),
    ];
    await expect(queue.run('anonymous', controllable(started, 'refused').task)).rejects.toThrow(
      QueueFullError,
    );
    const account = controllable(started, 'account');
    pending.push(queue.run('accounts', account.task));
    await flush();
    expect(queue.load).toEqual({ running: 1, waiting: { accounts: 1, anonymous: 1 } });
    expect(started).not.toContain('refused');
    account.finish();
    running.finish();
    await flush();
    // The account lane is served first although the anonymous task waited longer.
    expect(started).toEqual(['running', 'account', 'waits']);
  });

  it('frees the slot of a task that fails', async () => {
    const queue = new WorkQueue({ concurrency: 1, lanes: { only: 1 } });
    await expect(queue.run('only', () => Promise.reject(new Error('hash failed')))).rejects.toThrow(
      'hash failed',
    );
    expect(await queue.run('only', async () => 'next')).toBe('next');
    expect(queue.load).toEqual({ running: 0, waiting: { only: 0 } });
  });
});
