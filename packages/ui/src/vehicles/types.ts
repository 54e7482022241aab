/** What a vehicle card or slider item needs. `imageUrl` is built by the app (`/api/files/display/{id}`). */
export interface VehicleSummary {
  id: number;
  model: string;
  pricePerHour: number;
  imageUrl?: string;
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
}

export const vehicleHref = (vehicleId: number): string => `/vehicles/${vehicleId}`;
