import type { I18n } from '@lingui/core';
import { select, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useLocation } from 'react-router-dom';
import type { Vehicle } from '@rentacar/contract';
import { storedImageUrl } from '../../shell/api/storedImages';
import { money } from '../../shell/config/site';
import { absoluteUrl, usePageOrigin } from '../../shell/PageMeta';
import { scriptJson } from '../../shell/scriptJson';

/** UN/CEFACT's code for an hour: the price is per hour of rental. */
const HOUR = 'HUR';

/** What a vehicle offers, in words, for its meta description and its structured data. */
export function vehicleSummary(i18n: I18n, vehicle: Vehicle): string {
  const { model, seats, doors, luggage, fuelType } = vehicle;
  return t(
    i18n,
  )`Rent the ${model} by the hour: ${seats} seats, ${doors} doors, room for ${luggage} bags, ${select(
    fuelType,
    {
      Electricity: 'electricity',
      Hybrid: 'hybrid',
      Gasoline: 'gasoline',
      Diesel: 'diesel',
      Hydrogen: 'hydrogen',
      LPG: 'lpg',
      CNG: 'cng',
      other: 'other fuel',
    },
  )}.`;
}

/**
 * The vehicle as a schema.org `Product` with an `Offer` at its hourly price, which search
 * engines show in their results. Its URLs are absolute on `origin`.
 */
function vehicleProduct(i18n: I18n, vehicle: Vehicle, pageUrl: string, origin: string) {
  const image = storedImageUrl(vehicle.image[0]);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: vehicle.model,
    description: vehicleSummary(i18n, vehicle),
    ...(image === undefined ? {} : { image: absoluteUrl(image, origin) }),
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      price: vehicle.pricePerHour,
      priceCurrency: money.currency,
      availability: 'https://schema.org/InStock',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: vehicle.pricePerHour,
        priceCurrency: money.currency,
        unitCode: HOUR,
      },
    },
  };
}

/**
 * The vehicle page's JSON-LD. A data block, not a script: it never runs, and the Content Security
 * Policy has nothing to allow. Rendered where the page's origin is known (the browser, the
 * server's render with data), so the server's markup and the client's agree.
 */
export function VehicleStructuredData({ vehicle }: { vehicle: Vehicle }) {
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  const origin = usePageOrigin();
  if (origin === undefined) return null;
  const product = vehicleProduct(i18n, vehicle, absoluteUrl(pathname, origin), origin);
  return (
    <script
      type="application/ld+json"
      // The one way to give a script element its text; scriptJson escapes every `<`.
      dangerouslySetInnerHTML={{ __html: scriptJson(product) }}
    />
  );
}
