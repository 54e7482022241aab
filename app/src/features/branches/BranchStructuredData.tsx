import type { Branch } from '@rentacar/contract';
import { branchHref } from '@rentacar/ui';
import { site } from '../../shell/config/site';
import { absoluteUrl, usePageOrigin } from '../../shell/PageMeta';
import { scriptJson } from '../../shell/scriptJson';

const SCHEMA_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** schema.org writes the end of the day as 23:59; the contract as 24:00. */
const schemaTime = (clock: string) => (clock === '24:00' ? '23:59' : clock);

/**
 * The branch as a schema.org `AutoRental`: address, position, phone, weekly hours, and each
 * closure as a day with no hours (opens and closes at 00:00), as search engines read a holiday.
 */
export function autoRental(branch: Branch, origin: string) {
  return {
    '@type': 'AutoRental',
    '@id': absoluteUrl(branchHref(branch.slug), origin),
    name: `${site.siteName} ${branch.name}`,
    url: absoluteUrl(branchHref(branch.slug), origin),
    telephone: branch.phoneNumber,
    email: branch.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: branch.address,
      addressLocality: branch.city,
      postalCode: branch.zipCode,
      addressCountry: branch.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: branch.latitude, longitude: branch.longitude },
    openingHoursSpecification: branch.openingHours.map((period) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${SCHEMA_DAYS[period.day - 1]}`,
      opens: schemaTime(period.opens),
      closes: schemaTime(period.closes),
    })),
    specialOpeningHoursSpecification: branch.closures.map((closure) => ({
      '@type': 'OpeningHoursSpecification',
      validFrom: closure.date,
      validThrough: closure.date,
      opens: '00:00',
      closes: '00:00',
    })),
  };
}

/**
 * The branches' JSON-LD, one `AutoRental` each. A data block, not a script: it never runs, and
 * the Content Security Policy has nothing to allow. Rendered where the page's origin is known
 * (the browser, the server's render with data), so the server's markup and the client's agree.
 */
export function BranchStructuredData({ branches }: { branches: readonly Branch[] }) {
  const origin = usePageOrigin();
  if (origin === undefined || branches.length === 0) return null;
  const graph = {
    '@context': 'https://schema.org',
    '@graph': branches.map((branch) => autoRental(branch, origin)),
  };
  return (
    <script
      type="application/ld+json"
      // The one way to give a script element its text; scriptJson escapes every `<`.
      dangerouslySetInnerHTML={{ __html: scriptJson(graph) }}
    />
  );
}
