import { msg } from '@lingui/core/macro';

/** The site's shared contact data, shown in the footer and on the contact page. */
export interface SiteInfo {
  siteName: string;
  email: string;
  phones: [string, string];
  address: string;
  mapsEmbedUrl: string;
}

/** `tel:` links need the digits only (and a leading +). */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The public pages, in the order the navbar and the footer list them. */
export const siteLinks = [
  { href: '/', label: msg`Home` },
  { href: '/vehicles', label: msg`Vehicles` },
  { href: '/about', label: msg`About` },
  { href: '/contact', label: msg`Contact` },
] as const;
