import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { contentImageSizes } from '../../foundations/imageSizes';
import type { LinkComponent } from '../../foundations/link';
import { Spinner } from '../../shell/Spinner';
import type { VehicleSummary } from '../types';
import { VehicleCard } from '../VehicleCard';
import { CARDS_PER_ROW, Centered, EmptyText, Grid } from './styles';

export interface VehicleGridProps {
  /** The vehicles, one card each. */
  vehicles: VehicleSummary[];
  /** Shows a spinner instead of the cards until the first fetch finishes. */
  loading?: boolean;
  /** Shown when there are no vehicles; nothing by default (a failed list stays empty). */
  emptyContent?: ReactNode;
  /** The app's router link; a plain anchor by default. */
  linkComponent?: LinkComponent;
  /** Heading level of each card's model name. */
  cardHeadingLevel?: 2 | 3 | 4;
}

/** The most cards a row holds (large screens); the rows after the first start below the fold. */
const MAX_CARDS_PER_ROW = CARDS_PER_ROW.lg;

/** A card's picture spans its column: the browser fetches the copy that fills it. */
const CARD_IMAGE_SIZES = contentImageSizes({
  xs: 1 / CARDS_PER_ROW.xs,
  sm: 1 / CARDS_PER_ROW.sm,
  md: 1 / CARDS_PER_ROW.md,
  lg: 1 / CARDS_PER_ROW.lg,
});

/**
 * Vehicle cards, 4 per row on large screens, 3 on medium, 2 on small and 1 below. The first
 * card's picture is fetched first (the page's largest paint on a phone); those after the widest
 * first row load lazily, as they near the screen.
 */
export function VehicleGrid({
  vehicles,
  loading = false,
  emptyContent,
  linkComponent,
  cardHeadingLevel,
}: VehicleGridProps) {
  const { t } = useLingui();
  if (loading) {
    return (
      <Centered>
        <Spinner size="lg" label={t`Loading vehicles`} />
      </Centered>
    );
  }
  if (vehicles.length === 0) {
    return emptyContent ? <EmptyText>{emptyContent}</EmptyText> : null;
  }
  return (
    <Grid>
      {vehicles.map((vehicle, index) => (
        <li key={vehicle.id}>
          <VehicleCard
            vehicle={vehicle}
            linkComponent={linkComponent}
            headingLevel={cardHeadingLevel}
            imageFetchPriority={index === 0 ? 'high' : undefined}
            imageLoading={index < MAX_CARDS_PER_ROW ? undefined : 'lazy'}
            imageSizes={CARD_IMAGE_SIZES}
          />
        </li>
      ))}
    </Grid>
  );
}
