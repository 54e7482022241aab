import { VEHICLE_BRANCHES } from './branches';
import { sampleVehicle } from './sampleVehicle';
import type { DemoVehicle } from './types';

type UsualTerms = Pick<
  DemoVehicle,
  'minimumDriverAge' | 'minimumLicenseYears' | 'turnaroundMinutes' | 'deposit'
>;

/**
 * What a vehicle asks of its driver and how long it takes to make ready unless it states more:
 * the operator's usual defaults (no turnaround, so a demo booking may follow another's drop-off;
 * no deposit).
 */
const USUAL_TERMS: UsualTerms = {
  minimumDriverAge: 21,
  minimumLicenseYears: 1,
  turnaroundMinutes: 0,
  deposit: 0,
};

/**
 * Each vehicle states only what differs from `sampleVehicle()` and `USUAL_TERMS`; its branch is
 * `VEHICLE_BRANCHES`'.
 */
const fleet: (Omit<DemoVehicle, 'branchId' | keyof UsualTerms> & Partial<UsualTerms>)[] = [
  {
    id: 1,
    ...sampleVehicle({ model: 'Toyota Corolla', pricePerHour: 18 }),
    licensePlate: '7ABC123',
    image: ['43386c2b-9286-4109-8227-c408f93909c3'],
    builtIn: true,
  },
  {
    id: 2,
    ...sampleVehicle({ model: 'Tesla Model 3', fuelType: 'Electricity', age: 1, pricePerHour: 32 }),
    licensePlate: '8TES321',
    image: ['fd295f93-ce8b-41ee-b3f2-005792a2e0de'],
    builtIn: true,
  },
  {
    id: 3,
    ...sampleVehicle({
      model: 'Ford Transit Custom',
      seats: 9,
      luggage: 6,
      transmission: 'Manuel',
      fuelType: 'Diesel',
      age: 4,
      pricePerHour: 29,
    }),
    image: ['408e3d68-955d-41db-988f-02598ee8cd32'],
    builtIn: true,
  },
  {
    id: 4,
    ...sampleVehicle({ model: 'Toyota Prius', fuelType: 'Hybrid', age: 3 }),
    licensePlate: '6PRI456',
    image: ['822db7bf-c260-4ad3-8209-cb8736ead745'],
    builtIn: false,
  },
  {
    id: 5,
    ...sampleVehicle({ model: 'Toyota Mirai', fuelType: 'Hydrogen', pricePerHour: 35 }),
    image: ['9fe74b66-35af-40c6-a2d5-c6879e466b8b'],
    builtIn: false,
  },
  {
    id: 6,
    ...sampleVehicle({
      model: 'Hyundai Nexo',
      doors: 5,
      luggage: 3,
      fuelType: 'Hydrogen',
      age: 3,
      pricePerHour: 34,
    }),
    image: ['0e1a5f94-b13f-4f9a-97d3-ded5898cf7af'],
    builtIn: false,
  },
  {
    id: 7,
    ...sampleVehicle({
      model: 'Dacia Sandero LPG',
      doors: 5,
      transmission: 'Manuel',
      airConditioning: false,
      fuelType: 'LPG',
      age: 5,
      pricePerHour: 11,
    }),
    image: ['a1965053-6ccd-4f12-bfd0-5991e109ccfe'],
    builtIn: false,
  },
  {
    id: 8,
    ...sampleVehicle({
      model: 'Ford Focus LPG',
      doors: 5,
      transmission: 'Manuel',
      fuelType: 'LPG',
      age: 6,
      pricePerHour: 13,
    }),
    image: ['3b683ea1-6fef-426f-9523-31163d0f7f34'],
    builtIn: false,
  },
  {
    id: 9,
    ...sampleVehicle({
      model: 'Fiat Panda CNG',
      doors: 5,
      seats: 4,
      luggage: 1,
      transmission: 'Manuel',
      airConditioning: false,
      fuelType: 'CNG',
      age: 4,
      pricePerHour: 10,
    }),
    image: ['630ef7bf-28dc-4875-904c-f5537be32414'],
    builtIn: false,
  },
  {
    id: 10,
    ...sampleVehicle({
      model: 'Audi A3 Sportback g-tron',
      doors: 5,
      transmission: 'Tiptronic',
      fuelType: 'CNG',
      age: 3,
      pricePerHour: 24,
    }),
    licensePlate: '4GTR123',
    image: ['536932de-293a-4125-822f-ce3b68920be6'],
    builtIn: false,
  },
  {
    id: 11,
    ...sampleVehicle({ model: 'Honda Civic', transmission: 'Manuel', pricePerHour: 17 }),
    image: ['cef7bcb7-203f-490f-975d-8a1bc9373b36'],
    builtIn: false,
  },
  {
    id: 12,
    ...sampleVehicle({
      model: 'Ford Mustang Convertible',
      doors: 2,
      seats: 4,
      luggage: 1,
      age: 1,
      pricePerHour: 45,
    }),
    image: ['71c1c88a-7ec1-4b9b-8fe2-465fcab5545c'],
    builtIn: false,
  },
  {
    id: 13,
    ...sampleVehicle({ model: 'Jeep Wrangler', age: 3, pricePerHour: 38 }),
    image: ['f2d44db3-94e9-442c-a98e-205fdbb0bae2'],
    builtIn: false,
  },
  {
    id: 14,
    ...sampleVehicle({ model: 'BMW 330i', transmission: 'Tiptronic', pricePerHour: 40 }),
    image: ['346baad0-fcb2-4597-a302-bad4650bee85'],
    builtIn: false,
  },
  {
    id: 15,
    ...sampleVehicle({
      model: 'Mazda MX-5 Miata',
      doors: 2,
      seats: 2,
      luggage: 1,
      transmission: 'Manuel',
      pricePerHour: 36,
    }),
    image: ['d79c7cc0-ba4f-44e8-bb76-d19569dd2115'],
    builtIn: false,
  },
  {
    id: 16,
    ...sampleVehicle({
      model: 'Chevrolet Suburban',
      doors: 5,
      seats: 8,
      luggage: 5,
      pricePerHour: 52,
    }),
    image: ['3b0c1a81-649d-478d-8829-85b0f317c65e'],
    builtIn: false,
  },
  {
    id: 17,
    ...sampleVehicle({
      model: 'Volkswagen Passat TDI',
      luggage: 3,
      transmission: 'Manuel',
      fuelType: 'Diesel',
      age: 5,
      pricePerHour: 21,
    }),
    image: ['24f3af22-7c21-44d4-b4b9-31dc27becff8'],
    builtIn: false,
  },
  {
    id: 18,
    ...sampleVehicle({
      model: 'Audi Q7 TDI',
      doors: 5,
      seats: 7,
      luggage: 4,
      transmission: 'Tiptronic',
      fuelType: 'Diesel',
      age: 3,
      pricePerHour: 55,
    }),
    image: ['0d8b2560-4b97-4534-bcfc-4d0e382cea6c'],
    builtIn: false,
  },
  {
    id: 19,
    ...sampleVehicle({
      model: 'Ram 1500 EcoDiesel',
      luggage: 4,
      fuelType: 'Diesel',
      pricePerHour: 44,
    }),
    image: ['d79da338-c05f-414d-b9c3-d604d36a36c7'],
    builtIn: false,
  },
  {
    id: 20,
    ...sampleVehicle({
      model: 'Nissan Leaf',
      doors: 5,
      fuelType: 'Electricity',
      age: 4,
      pricePerHour: 19,
    }),
    image: ['465b94e8-e21e-44b9-91ac-0cc3c69f90c2'],
    builtIn: false,
  },
  {
    id: 21,
    ...sampleVehicle({
      model: 'Hyundai Ioniq 5',
      doors: 5,
      luggage: 3,
      fuelType: 'Electricity',
      age: 1,
      pricePerHour: 30,
    }),
    image: ['96f5f222-2156-421b-88bc-57b44d6d162e'],
    builtIn: false,
  },
  {
    id: 22,
    ...sampleVehicle({
      model: 'Ford Mustang Mach-E',
      doors: 5,
      luggage: 3,
      fuelType: 'Electricity',
      age: 1,
      pricePerHour: 39,
    }),
    image: ['59a602f0-dee0-4554-ab9a-c93b13ebd0bf'],
    builtIn: false,
  },
  {
    id: 23,
    ...sampleVehicle({
      model: 'Toyota RAV4 Hybrid',
      doors: 5,
      luggage: 3,
      fuelType: 'Hybrid',
      pricePerHour: 28,
    }),
    image: ['9a22f075-5c5f-40e9-97fb-f7929eb37db9'],
    builtIn: false,
  },
  {
    id: 24,
    ...sampleVehicle({
      model: 'Honda Accord Hybrid',
      fuelType: 'Hybrid',
      age: 3,
      pricePerHour: 25,
    }),
    image: ['71bcd304-760f-4fcf-a841-c23e97ae0d09'],
    builtIn: false,
  },
  {
    id: 25,
    ...sampleVehicle({
      model: 'Mercedes-Benz E 220 d',
      luggage: 3,
      transmission: 'Tiptronic',
      fuelType: 'Diesel',
      pricePerHour: 48,
    }),
    image: ['478fa07a-62f4-4a88-b437-f703f1ad2a9c'],
    minimumDriverAge: 25,
    minimumLicenseYears: 3,
    builtIn: false,
  },
  {
    id: 26,
    ...sampleVehicle({
      model: 'Volkswagen Golf TGI',
      doors: 5,
      transmission: 'Manuel',
      fuelType: 'CNG',
      age: 4,
      pricePerHour: 16,
    }),
    image: ['954e341b-e1ba-42da-b678-16c086afb265'],
    builtIn: false,
  },
];

export const vehicles: DemoVehicle[] = fleet.map((vehicle) => {
  const branchId = VEHICLE_BRANCHES[vehicle.id];
  if (branchId === undefined) throw new Error(`Demo vehicle ${vehicle.id} has no branch`);
  return { ...USUAL_TERMS, ...vehicle, branchId };
});
