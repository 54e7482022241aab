/** Raised when a lane's wait list is full: the caller answers 429 at once instead of waiting. */
export class QueueFullError extends Error {
  override name = 'QueueFullError';
}

export interface WorkQueueOptions<Lane extends string> {
  concurrency: number;
  /** How many tasks may wait in each lane; a free slot goes to the first lane with one waiting. */
  lanes: Record<Lane, number>;
}

interface Waiting {
  start(): void;
}

/** `concurrency` tasks run, the rest wait in their lane's bounded FIFO; a full lane refuses. */
export class WorkQueue<Lane extends string> {
  readonly #concurrency: number;
  readonly #limits: Record<Lane, number>;
  readonly #waiting: Map<Lane, Waiting[]>;
  #running = 0;

  constructor({ concurrency, lanes }: WorkQueueOptions<Lane>) {
    if (!(concurrency >= 1)) throw new Error('WorkQueue needs a concurrency of at least 1');
    this.#concurrency = concurrency;
    this.#limits = lanes;
    this.#waiting = new Map(Object.keys(lanes).map((lane) => [lane as Lane, []]));
  }

  /** Tasks running now and waiting per lane (for tests and diagnostics). */
  get load(): { running: number; waiting: Record<Lane, number> } {
    const waiting = Object.fromEntries(
      [...this.#waiting].map(([lane, list]) => [lane, list.length]),
    ) as Record<Lane, number>;
    return { running: this.#running, waiting };
  }

  /** Runs `task` when a slot is free; rejects with QueueFullError when `lane` is full. */
  async run<Result>(lane: Lane, task: () => Promise<Result>): Promise<Result> {
    if (this.#running >= this.#concurrency) {
      const list = this.#waiting.get(lane)!;
      if (list.length >= this.#limits[lane]) throw new QueueFullError(`${lane} queue is full`);
      // The slot is handed over by the finishing task (see #release), so #running stays exact.
      await new Promise<void>((start) => list.push({ start }));
    } else {
      this.#running += 1;
    }
    try {
      return await task();
    } finally {
      this.#release();
    }
  }

  #release(): void {
    for (const list of this.#waiting.values()) {
      const next = list.shift();
      if (next !== undefined) {
        next.start();
        return;
      }
    }
    this.#running -= 1;
  }
}
