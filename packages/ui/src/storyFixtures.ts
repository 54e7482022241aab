// Demo records for stories only; never exported from the package. The vehicles state only what
// differs from the sample vehicle of @rentacar/demo-data (a story fixture may import it; see
// eslint.config.js).
import { sampleVehicle } from '@rentacar/demo-data';
import car1 from './assets/stories/car-1.png';
import car2 from './assets/stories/car-2.png';
import car3 from './assets/stories/car-3.png';
import car4 from './assets/stories/car-4.png';
import type { VehicleDetails } from './vehicles/types';
import type { SiteInfo } from './shell/siteInfo';
import type { BranchSummary } from './branches/types';

const images = [car1, car2, car3, car4];

/**
 * A stand-in for the app's `imageSrcSet`: the bundled picture under one address per copy width, so
 * a story can tell which copy the browser chose.
 */
const STORY_COPY_WIDTHS = [400, 800, 1280];

export const storyCopies = (url: string): string =>
  STORY_COPY_WIDTHS.map((width) => `${url}?copy=${width} ${width}w`).join(', ');

let copiesHandedOut = 0;

/**
 * `storyCopies` under addresses no earlier story loaded, new on each call: Chromium shows a bigger
 * copy already in its image cache instead of fetching the one a slot asks for, so a story that
 * checks which copy the browser chose, shown after others in the full Storybook UI, needs its own.
 */
export const uncachedStoryCopies = (url: string): string => {
  copiesHandedOut += 1;
  return storyCopies(`${url}?load=${copiesHandedOut}`).replaceAll('?copy=', '&copy=');
};

/** The copy a browser should choose for a slot this many CSS pixels wide on this screen. */
export const copyForSlot = (slotWidth: number): string =>
  String(
    STORY_COPY_WIDTHS.find((width) => width >= slotWidth * window.devicePixelRatio) ??
      STORY_COPY_WIDTHS[STORY_COPY_WIDTHS.length - 1],
  );

/** The copy width of the address an `<img>` shows (see `storyCopies`). */
export const chosenCopy = (picture: HTMLImageElement): string | null =>
  new URL(picture.currentSrc, window.location.href).searchParams.get('copy');

const models: Array<Omit<VehicleDetails, 'id' | 'imageUrl'>> = [
  sampleVehicle({ model: 'Toyota Corolla', pricePerHour: 18 }),
  sampleVehicle({ model: 'Tesla Model 3', fuelType: 'Electricity', age: 1, pricePerHour: 32 }),
  sampleVehicle({
    model: 'Ford Transit Custom',
    seats: 9,
    luggage: 6,
    transmission: 'Manuel',
    fuelType: 'Diesel',
    age: 3,
    pricePerHour: 29,
  }),
  sampleVehicle({ model: 'Toyota Prius', fuelType: 'Hybrid', age: 4 }),
  sampleVehicle({ model: 'Toyota Mirai', fuelType: 'Hydrogen', pricePerHour: 35 }),
  sampleVehicle({
    model: 'Hyundai Nexo',
    luggage: 3,
    transmission: 'Tiptronic',
    fuelType: 'Hydrogen',
    age: 1,
    pricePerHour: 34,
  }),
  sampleVehicle({
    model: 'Dacia Sandero LPG',
    transmission: 'Manuel',
    airConditioning: false,
    fuelType: 'LPG',
    age: 5,
    pricePerHour: 11,
  }),
  sampleVehicle({
    model: 'Ford Focus LPG',
    transmission: 'Manuel',
    fuelType: 'LPG',
    age: 4,
    pricePerHour: 13,
  }),
  sampleVehicle({
    model: 'Fiat Panda CNG',
    seats: 4,
    luggage: 1,
    transmission: 'Manuel',
    airConditioning: false,
    fuelType: 'CNG',
    age: 6,
    pricePerHour: 10,
  }),
  sampleVehicle({
    model: 'Audi A3 Sportback g-tron',
    transmission: 'Tiptronic',
    fuelType: 'CNG',
    age: 3,
    pricePerHour: 24,
  }),
];

export const demoVehicles: VehicleDetails[] = models.map((vehicle, index) => ({
  ...vehicle,
  id: index + 1,
  imageUrl: images[index % images.length],
  imageSrcSet: storyCopies(images[index % images.length]!),
}));

export const demoSiteInfo: SiteInfo = {
  siteName: 'Rentacar',
  email: 'support@rentacar.example',
  phones: ['+1 (555) 010-2000', '+1 (555) 010-2001'],
  address: '1200 Market Street, San Francisco, CA 94102',
  mapsEmbedUrl: 'about:blank',
};

/** A vehicle as the admin form edits it and the reservation summary shows it. */
export const demoAudi = sampleVehicle({
  model: 'Audi A4',
  fuelType: 'Diesel',
  age: 3,
  pricePerHour: 45.7,
});

/** The terms of a vehicle's property highlights, in the order every vehicle view lists them. */
export const highlightTerms = [
  'Model',
  'Doors',
  'Seats',
  'Luggage',
  'Transmission',
  'Air Conditioning',
  'Fuel Type',
  'Age',
];

/** An upcoming reservation as the reservation components show it. */
export const demoReservation = {
  pickUpLocation: 'Airport',
  dropOffLocation: 'Downtown',
  pickUpTime: '2026-03-14T10:00:00',
  dropOffTime: '2026-03-16T09:30:00',
  status: 'CREATED',
  // 48 started hours at $45.70.
  totalPrice: 2193.6,
};

const weekdays = (opens: string, closes: string) =>
  [1, 2, 3, 4, 5].map((day) => ({ day, opens, closes }));

/** Two branches of one city: a downtown office with a lunch break, an airport open every day. */
export const demoBranches: BranchSummary[] = [
  {
    slug: 'springfield-downtown',
    name: 'Springfield Downtown',
    address: '742 Evergreen Terrace',
    city: 'Springfield',
    zipCode: '62701',
    country: 'United States',
    latitude: 39.7989,
    longitude: -89.6437,
    phoneNumber: '+1 555 0102 001',
    openingHours: [
      ...weekdays('09:00', '13:00'),
      ...weekdays('14:00', '18:00'),
      { day: 6, opens: '10:00', closes: '14:00' },
    ],
    closures: [
      { date: '2026-12-25', reason: 'Christmas Day' },
      { date: '2026-03-02', reason: 'Inventory' },
    ],
  },
  {
    slug: 'springfield-airport',
    name: 'Springfield Airport',
    address: '1200 Capital Airport Drive',
    city: 'Springfield',
    zipCode: '62707',
    country: 'United States',
    latitude: 39.8441,
    longitude: -89.6779,
    phoneNumber: '+1 555 0102 002',
    openingHours: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, opens: '06:00', closes: '23:00' })),
    closures: [],
  },
];
