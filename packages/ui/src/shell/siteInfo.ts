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
