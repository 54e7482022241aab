import { describe, expect, it } from 'vitest';
import { RenderedPageCache } from '../src/plugins/rendered-pages.js';

/** A cache on a clock the test moves. */
function cacheAt(maxAgeMs: number) {
  const clock = { now: 1_000 };
  return { cache: new RenderedPageCache(maxAgeMs, () => clock.now), clock };
}

const rendered =
  (html: string, keep = true) =>
  async () => ({ html, keep });

describe('RenderedPageCache', () => {
  it('sends a page again until it is maxAge old', async () => {
    const { cache, clock } = cacheAt(30_000);
    expect(await cache.render('/vehicles/1', rendered('first'))).toBe('first');
    clock.now += 29_999;
    expect(cache.get('/vehicles/1')).toBe('first');
    clock.now += 1;
    expect(cache.get('/vehicles/1')).toBeUndefined();
  });

  it('keeps pages by URL', async () => {
    const { cache } = cacheAt(30_000);
    await cache.render('/vehicles/1', rendered('one'));
    await cache.render('/vehicles/2', rendered('two'));
    expect([cache.get('/vehicles/1'), cache.get('/vehicles/2')]).toEqual(['one', 'two']);
    expect(cache.get('/vehicles/3')).toBeUndefined();
  });

  it('forgets every page at a write', async () => {
    const { cache } = cacheAt(30_000);
    await cache.render('/vehicles/1', rendered('before the write'));
    cache.clear();
    expect(cache.get('/vehicles/1')).toBeUndefined();
  });

  it('does not keep a page whose render began before a write, as its data may predate it', async () => {
    const { cache } = cacheAt(30_000);
    const html = await cache.render('/vehicles/1', async () => {
      cache.clear(); // the write lands while the page renders
      return { html: 'maybe stale', keep: true };
    });
    expect(html).toBe('maybe stale');
    expect(cache.get('/vehicles/1')).toBeUndefined();
  });

  it('does not keep a page rendered without some of its data', async () => {
    const { cache } = cacheAt(30_000);
    expect(await cache.render('/vehicles/1', rendered('no data', false))).toBe('no data');
    expect(cache.get('/vehicles/1')).toBeUndefined();
  });

  it('keeps nothing with a max age of 0', async () => {
    const { cache } = cacheAt(0);
    await cache.render('/vehicles/1', rendered('page'));
    expect(cache.get('/vehicles/1')).toBeUndefined();
  });

  it('holds at most 500 pages, dropping the one kept longest', async () => {
    const { cache } = cacheAt(30_000);
    for (let id = 1; id <= 501; id += 1) await cache.render(`/vehicles/${id}`, rendered(`${id}`));
    expect(cache.get('/vehicles/1')).toBeUndefined();
    expect(cache.get('/vehicles/2')).toBe('2');
    expect(cache.get('/vehicles/501')).toBe('501');
  });
});
