/** What a vehicle card or slider item needs. `imageUrl` is built by the app (`/api/files/display/{id}`). */
export interface VehicleSummary {
  id: number;
  model: string;
  pricePerHour: number;
  imageUrl?: string;
  /** The picture's copies per width for `<img srcset>`, built by the app like `imageUrl`. */
  imageSrcSet?: string;
}

/** Everything the detail panel and the property list show. */
export interface VehicleDetails extends VehicleSummary {
  doors: number;
  seats: number;
  luggage: number;
  transmission: string;
  airConditioning: boolean;
  fuelType: string;
  age: number;
  /** The price of a whole day, when the vehicle has one (rentals pay the cheapest combination). */
  pricePerDay?: number;
  /** The price of a whole week, when the vehicle has one. */
  pricePerWeek?: number;
}

/** What the labelled property lists show: the model and its equipment. */
export type VehicleProperties = Omit<
  VehicleDetails,
  'id' | 'pricePerHour' | 'pricePerDay' | 'pricePerWeek' | 'imageUrl' | 'imageSrcSet'
>;

export const vehicleHref = (vehicleId: number): string => `/vehicles/${vehicleId}`;
