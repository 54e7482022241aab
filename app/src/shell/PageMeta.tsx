import { createContext, useContext } from 'react';
import { useLocation } from 'react-router-dom';
import { site } from './config/site';
import { useLingui } from '@lingui/react/macro';

/**
 * The origin the page was asked for, for its absolute URLs (the canonical link, JSON-LD): the
 * server's render provides the request's; the browser knows its own. The build's prerender has
 * none: its pages get their canonical link as they hydrate.
 */
export const PageOrigin = createContext<string | undefined>(undefined);

/** The page's origin, or undefined where it is unknown (the build's prerender). */
export function usePageOrigin(): string | undefined {
  return useContext(PageOrigin) ?? (import.meta.env.SSR ? undefined : window.location.origin);
}

/** `url` (a path, or already absolute) as an absolute URL on `origin`. */
export const absoluteUrl = (url: string, origin: string) => new URL(url, origin).href;

export interface PageMetaProps {
  /**
   * The page's own name ('Toyota Mirai', 'Reservations'), which the title puts before the site's;
   * the home page has none.
   */
  title?: string;
  /** The search engines' summary of the page (default: the site's). */
  description?: string;
  /**
   * Whether search engines may list it: the public pages. Others (an account's, the admin
   * area's, a not-found page) ask not to be indexed and name no canonical URL.
   */
  indexed?: boolean;
}

/**
 * The page's `<title>`, meta description and canonical link. React hoists them into `<head>`,
 * in the browser and in the server's render alike (`prerender/renderPage.tsx` moves them into the
 * document's head), and replaces them as the screen changes. The canonical URL is the path alone:
 * a filtered or paged list is the same page to a search engine.
 */
export function PageMeta({ title, description, indexed = false }: PageMetaProps) {
  const { t } = useLingui();
  const { siteName } = site;
  // The home page's title: the site's name first, then what it offers.
  const homeTitle = t`${siteName} · Car rental by the hour`;
  // What the site offers, for the pages without a summary of their own.
  const siteDescription = t`Rent a car in your city: lux and economic vehicle models by the hour.`;
  const { pathname } = useLocation();
  const origin = usePageOrigin();
  const canonicalUrl = origin === undefined ? undefined : absoluteUrl(pathname, origin);
  return (
    <>
      <title>{title === undefined ? homeTitle : `${title} · ${siteName}`}</title>
      <meta name="description" content={description ?? siteDescription} />
      {indexed ? (
        canonicalUrl && <link rel="canonical" href={canonicalUrl} />
      ) : (
        <meta name="robots" content="noindex" />
      )}
    </>
  );
}
