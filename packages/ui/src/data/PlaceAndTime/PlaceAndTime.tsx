import { Place, Time } from './styles';

export interface PlaceAndTimeProps {
  /** Where: the pick-up or drop-off location. */
  place: string;
  /** When, as it is shown (e.g. `formatDateTime`'s '2026-03-14 10:00'), in a smaller, muted line. */
  time: string;
}

/** A location over its date and time, e.g. a reservation's pick-up in a table cell. */
export function PlaceAndTime({ place, time }: PlaceAndTimeProps) {
  return (
    <Place>
      {place}
      <Time>{time}</Time>
    </Place>
  );
}
