export { PlaceAndTime } from './PlaceAndTime';
export type { PlaceAndTimeProps } from './PlaceAndTime';
