/** Bounds the memory the cache takes: one entry per vehicle page asked for, and ids are many. */
const MAX_RENDERED_PAGES = 500;

interface RenderedPage {
  html: string;
  renderedAt: number;
}

/**
 * The pages the server renders with their data (the vehicle pages), kept for a short while by URL.
 * The server renders every page as a logged-out visitor sees it, so one render serves every
 * visitor meanwhile, and the page's first byte leaves without waiting for the database and React.
 *
 * A successful write through this server empties it at once. A write through another instance
 * reaches this one's pages within `maxAgeMs`; the app revalidates a page's data as it mounts in
 * any case, so a page a little behind corrects itself after its first paint.
 */
export class RenderedPageCache {
  private readonly pages = new Map<string, RenderedPage>();
  /** Bumped by each write: a render that began before one is not kept, as it may predate it. */
  private generation = 0;

  constructor(
    private readonly maxAgeMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The page rendered for `url` less than `maxAgeMs` ago and since the last write. */
  get(url: string): string | undefined {
    const page = this.pages.get(url);
    if (page === undefined) return undefined;
    if (this.now() - page.renderedAt < this.maxAgeMs) return page.html;
    this.pages.delete(url);
    return undefined;
  }

  /**
   * Renders the page for `url` with `render` and keeps it, unless a write happened meanwhile or
   * `render` says its data was incomplete (`keep: false`: an answer failed, so the page shows
   * less than the visitors after this one should see).
   */
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

  /** After a write: the data of any page may have changed. */
  clear(): void {
    this.generation += 1;
    this.pages.clear();
  }
}
