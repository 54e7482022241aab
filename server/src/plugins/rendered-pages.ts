/** Bounds the memory the cache takes: one entry per vehicle page asked for, and ids are many. */
const MAX_RENDERED_PAGES = 500;

interface RenderedPage {
  html: string;
  renderedAt: number;
}

/**
 * Rendered as a logged-out visitor sees them, so one render serves everyone. A write here empties
 * it; another instance's shows within `maxAgeMs` (the app revalidates as it mounts anyway).
 */
export class RenderedPageCache {
  private readonly pages = new Map<string, RenderedPage>();
  /** Bumped by each write: a render that began before one is not kept, as it may predate it. */
  private generation = 0;

  constructor(
    private readonly maxAgeMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(url: string): string | undefined {
    const page = this.pages.get(url);
    if (page === undefined) return undefined;
    if (this.now() - page.renderedAt < this.maxAgeMs) return page.html;
    this.pages.delete(url);
    return undefined;
  }

  /** Kept unless a write happened meanwhile or `render` says its data was incomplete. */
  async render(url: string, render: () => Promise<{ html: string; keep: boolean }>) {
    const generation = this.generation;
    const renderedAt = this.now();
    const { html, keep } = await render();
    if (keep && this.maxAgeMs > 0 && generation === this.generation) {
      this.pages.delete(url);
      // A Map iterates in insertion order: its first key is the page kept longest.
      if (this.pages.size >= MAX_RENDERED_PAGES) this.pages.delete(this.pages.keys().next().value!);
      this.pages.set(url, { html, renderedAt });
    }
    return html;
  }

  clear(): void {
    this.generation += 1;
    this.pages.clear();
  }
}
