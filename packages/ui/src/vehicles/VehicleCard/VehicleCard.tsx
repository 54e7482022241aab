import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { useFormatMoney } from '../../foundations/money';
import { contentColumnImageSizes } from '../../foundations/imageSizes';
import type { LinkComponent } from '../../foundations/link';
import { ButtonLink } from '../../shell/Button';
import { vehicleHref, type VehicleSummary } from '../types';
import { Actions, Card, CardBody, CardImage, CardTitle, Price } from './styles';

export interface VehicleCardProps {
  /** The vehicle: model, hourly price and image. */
  vehicle: VehicleSummary;
  /** The app's router link; a plain anchor by default. */
  linkComponent?: LinkComponent;
  /** Heading level of the model name, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** `'lazy'` for a card below the fold: its picture loads only as it nears the screen. */
  imageLoading?: 'eager' | 'lazy';
  /** `'high'` for the card whose picture is the page's largest paint. */
  imageFetchPriority?: 'high' | 'low' | 'auto';
  /**
   * The picture's slot at each window width (`<img sizes>`), for choosing among the copies of
   * `vehicle.imageSrcSet`; the whole content column by default, a grid gives its column's.
   */
  imageSizes?: string;
}

/**
 * One vehicle in a list: picture, model, hourly price, and 'Rent car' and 'Details' links to its
 * page (each described by the model's name).
 */
export function VehicleCard({
  vehicle,
  linkComponent,
  headingLevel = 3,
  imageLoading,
  imageFetchPriority,
  imageSizes = contentColumnImageSizes,
}: VehicleCardProps) {
  const formatMoney = useFormatMoney();
  const titleId = useId();
  const href = vehicleHref(vehicle.id);
  return (
    <Card aria-labelledby={titleId}>
      {vehicle.imageUrl && (
        <CardImage
          src={vehicle.imageUrl}
          srcSet={vehicle.imageSrcSet}
          sizes={vehicle.imageSrcSet ? imageSizes : undefined}
          alt=""
          width={640}
          height={400}
          loading={imageLoading}
          fetchPriority={imageFetchPriority}
        />
      )}
      <CardBody>
        <CardTitle as={`h${headingLevel}`} id={titleId}>
          {vehicle.model}
        </CardTitle>
        <Price>
          <Trans>
            <strong>{formatMoney(vehicle.pricePerHour)}</strong> rent per hour
          </Trans>
        </Price>
        <Actions>
          <ButtonLink
            href={href}
            size="sm"
            linkComponent={linkComponent}
            aria-describedby={titleId}
          >
            <Trans>Rent car</Trans>
          </ButtonLink>
          <ButtonLink
            href={href}
            size="sm"
            variant="outline"
            linkComponent={linkComponent}
            aria-describedby={titleId}
          >
            <Trans>Details</Trans>
          </ButtonLink>
        </Actions>
      </CardBody>
    </Card>
  );
}
