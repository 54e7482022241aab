import type { FastifyPluginAsync } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { Database } from '../db/database.js';
import { publicOrigin } from '../page-origin.js';

export interface SearchEnginesOptions {
  database: Database;
  /** PUBLIC_URL: the origin search engines should list; the request's when absent. */
  publicUrl: string | undefined;
}

/**
 * The public pages worth a search result (the login form is not); the branches' and the
 * vehicles' pages follow.
 */
export const PUBLIC_PAGES = [
  '/',
  '/vehicles',
  '/locations',
  '/about',
  '/contact',
  '/privacy-policy',
] as const;
const branchPage = (slug: string) => `/locations/${slug}`;
const vehiclePage = (id: number) => `/vehicles/${id}`;

/** Pages behind a session (they also say `noindex`), and the login form: no use to a crawler. */
const DISALLOWED_PATHS = ['/admin', '/auth', '/user'] as const;

/** Crawlers re-read both now and then; vehicles come and go, so each read is answered afresh. */
const CACHE_CONTROL = 'no-cache';

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** A URL cannot end the element or add one. */
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);

const searchEnginesPlugin: FastifyPluginAsync<SearchEnginesOptions> = async (
  app,
  { database, publicUrl },
) => {
  app.get('/robots.txt', async (request, reply) => {
    const lines = [
      'User-agent: *',
      ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${new URL('/sitemap.xml', publicOrigin(request, publicUrl)).href}`,
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', CACHE_CONTROL)
      .send(`${lines.join('\n')}\n`);
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = publicOrigin(request, publicUrl);
    const branches = await database.db
      .selectFrom('branches')
      .select('slug')
      .orderBy('slug')
      .execute();
    const vehicles = await database.db.selectFrom('cars').select('id').orderBy('id').execute();
    const paths = [
      ...PUBLIC_PAGES,
      ...branches.map(({ slug }) => branchPage(slug)),
      ...vehicles.map(({ id }) => vehiclePage(id)),
    ];
    const urls = paths.map(
      (path) => `<url><loc>${escapeXml(new URL(path, origin).href)}</loc></url>`,
    );
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', CACHE_CONTROL)
      .send(
        '<?xml version="1.0" encoding="UTF-8"?>\n' +
          `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
      );
  });
};

export default fastifyPlugin(searchEnginesPlugin, { name: 'search-engines' });
