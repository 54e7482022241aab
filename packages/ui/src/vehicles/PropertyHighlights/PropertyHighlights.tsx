import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import type { VehicleDetails } from '../types';
import { PropertyList } from './PropertyList';
import { Highlights, HighlightsTitle } from './styles';

export interface PropertyHighlightsProps {
  /** The vehicle whose properties are listed. */
  vehicle: VehicleDetails;
}

/** 'Property Highlights' of the vehicle details page. */
export function PropertyHighlights({ vehicle }: PropertyHighlightsProps) {
  const titleId = useId();
  return (
    <Highlights aria-labelledby={titleId}>
      <HighlightsTitle id={titleId}>
        <Trans>Property Highlights</Trans>
      </HighlightsTitle>
      <PropertyList vehicle={vehicle} />
    </Highlights>
  );
}
