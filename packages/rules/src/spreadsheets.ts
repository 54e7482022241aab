import { setupI18n, type I18n, type MessageDescriptor, type Messages } from '@lingui/core';
import {
  LANGUAGES,
  type Branch,
  type Language,
  type Reservation,
  type User,
  type Vehicle,
} from '@rentacar/contract';
import { personName } from './accounts';
import { describeWeekHours } from './branches';
import { DEFAULT_LANGUAGE } from './languages';
import { messages as en } from './locales/en';
import { messages as es } from './locales/es';

// A subpath of its own (`@rentacar/rules/spreadsheets`): only the mock and the server write
// spreadsheets, so the app's chunks that use the other rules carry neither these columns nor
// their catalogs.

const CATALOGS: Record<Language, Messages> = { en, es };

/**
 * One Lingui instance per language with the headers' catalog. No macros: the server runs this
 * through tsx and esbuild, so each message has an explicit id (`npm run i18n:extract` reads the
 * `i18n` comments and calls).
 */
const SHEET_I18N = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    setupI18n({ locale: language, messages: { [language]: CATALOGS[language] } }),
  ]),
) as Record<Language, I18n>;

/** The media type of the administrator downloads. */
export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A number shown in an Excel number format (`#,##0.00`). */
export interface FormattedNumberCell {
  value: number;
  format: string;
}

export type SpreadsheetCell = string | number | FormattedNumberCell;

/**
 * Amounts stay numbers, so a sheet can sum them, shown with two decimals and grouping (137.10,
 * 1,000,000.00) as accounting sheets do; the header names what the column holds.
 */
const moneyCell = (dollars: number): FormattedNumberCell => ({
  value: dollars,
  format: '#,##0.00',
});

/** One download's rows: the header row, then one row per record, in the given order. */
export type Spreadsheet<Source> = (
  sources: readonly Source[],
  language?: Language,
) => SpreadsheetCell[][];

/**
 * A header (as backend-behaviour.md lists it in English) beside the cell it heads in a record's
 * row; a cell that writes words (Yes/No) gets the sheet's messages.
 */
type Column<Source> = readonly [
  header: MessageDescriptor,
  cell: (source: Source, i18n: I18n) => SpreadsheetCell,
];

function spreadsheet<Source>(columns: readonly Column<Source>[]): Spreadsheet<Source> {
  return (sources, language = DEFAULT_LANGUAGE) => {
    const i18n = SHEET_I18N[language];
    return [
      columns.map(([header]) => i18n._(header)),
      ...sources.map((source) => columns.map(([, cell]) => cell(source, i18n))),
    ];
  };
}

/** users.xlsx */
export const usersSheet = spreadsheet<User>([
  [/*i18n*/ { id: 'sheet.users.id', message: 'Id' }, (user) => user.id],
  [/*i18n*/ { id: 'sheet.users.firstName', message: 'First Name' }, (user) => user.firstName],
  [/*i18n*/ { id: 'sheet.users.lastName', message: 'Last Name' }, (user) => user.lastName],
  [/*i18n*/ { id: 'sheet.users.phoneNumber', message: 'Phone Number' }, (user) => user.phoneNumber],
  [/*i18n*/ { id: 'sheet.users.email', message: 'Email' }, (user) => user.email],
  [/*i18n*/ { id: 'sheet.users.address', message: 'Address' }, (user) => user.address],
  [/*i18n*/ { id: 'sheet.users.zipCode', message: 'Zip Code' }, (user) => user.zipCode],
  [/*i18n*/ { id: 'sheet.users.roles', message: 'Roles' }, (user) => user.roles.join(', ')],
]);

/** vehicles.xlsx */
export const vehiclesSheet = spreadsheet<Vehicle>([
  [/*i18n*/ { id: 'sheet.vehicles.id', message: 'Id' }, (vehicle) => vehicle.id],
  [/*i18n*/ { id: 'sheet.vehicles.model', message: 'Model' }, (vehicle) => vehicle.model],
  [/*i18n*/ { id: 'sheet.vehicles.doors', message: 'Doors' }, (vehicle) => vehicle.doors],
  [/*i18n*/ { id: 'sheet.vehicles.seats', message: 'Seats' }, (vehicle) => vehicle.seats],
  [/*i18n*/ { id: 'sheet.vehicles.luggage', message: 'Luggage' }, (vehicle) => vehicle.luggage],
  [
    /*i18n*/ { id: 'sheet.vehicles.transmission', message: 'Transmission' },
    (vehicle) => vehicle.transmission,
  ],
  [
    /*i18n*/ { id: 'sheet.vehicles.airConditioning', message: 'Air Conditioning' },
    (vehicle, i18n) =>
      vehicle.airConditioning
        ? i18n._({ id: 'sheet.yes', message: 'Yes' })
        : i18n._({ id: 'sheet.no', message: 'No' }),
  ],
  [/*i18n*/ { id: 'sheet.vehicles.age', message: 'Age' }, (vehicle) => vehicle.age],
  [
    /*i18n*/ { id: 'sheet.vehicles.pricePerHour', message: 'Price Per Hour' },
    (vehicle) => moneyCell(vehicle.pricePerHour),
  ],
  [/*i18n*/ { id: 'sheet.vehicles.fuelType', message: 'Fuel Type' }, (vehicle) => vehicle.fuelType],
  [
    /*i18n*/ { id: 'sheet.vehicles.licensePlate', message: 'License plate' },
    (vehicle) => vehicle.licensePlate ?? '',
  ],
]);

/** One reservation with the vehicle and customer its row names (empty cells when missing). */
export interface ReservationSheetEntry {
  reservation: Reservation;
  vehicle: Pick<Vehicle, 'model'> | undefined;
  customer: Pick<User, 'firstName' | 'lastName' | 'phoneNumber'> | undefined;
}

/** reservations.xlsx */
export const reservationsSheet = spreadsheet<ReservationSheetEntry>([
  [/*i18n*/ { id: 'sheet.reservations.id', message: 'Id' }, ({ reservation }) => reservation.id],
  [
    /*i18n*/ { id: 'sheet.reservations.carId', message: 'Car Id' },
    ({ reservation }) => reservation.carId,
  ],
  [
    /*i18n*/ { id: 'sheet.reservations.carModel', message: 'Car Model' },
    ({ vehicle }) => vehicle?.model ?? '',
  ],
  [
    /*i18n*/ { id: 'sheet.reservations.customerId', message: 'Customer Id' },
    ({ reservation }) => reservation.userId,
  ],
  [
    /*i18n*/ { id: 'sheet.reservations.customerName', message: 'Customer Name' },
    ({ customer }) => (customer ? personName(customer) : ''),
  ],
  [
    /*i18n*/ { id: 'sheet.reservations.customerPhone', message: 'Customer Phone' },
    ({ customer }) => customer?.phoneNumber ?? '',
  ],
  [
    /*i18n*/ { id: 'sheet.reservations.pickUpTime', message: 'Pick-up Time' },
    ({ reservation }) => reservation.pickUpTime,
  ],
  [
    /*i18n*/ { id: 'sheet.reservations.dropOffTime', message: 'Drop-off Time' },
    ({ reservation }) => reservation.dropOffTime,
  ],
  [
    /*i18n*/ { id: 'sheet.reservations.pickUpLocation', message: 'Pick-up Location' },
    ({ reservation }) => reservation.pickUpLocation,
  ],
  [
    /*i18n*/ { id: 'sheet.reservations.dropOffLocation', message: 'Drop-off Location' },
    ({ reservation }) => reservation.dropOffLocation,
  ],
  [
    /*i18n*/ { id: 'sheet.reservations.status', message: 'Status' },
    ({ reservation }) => reservation.status,
  ],
  [
    /*i18n*/ { id: 'sheet.reservations.totalPrice', message: 'Total Price' },
    ({ reservation }) => moneyCell(reservation.totalPrice),
  ],
]);

/** A branch and how many vehicles belong to it, one row of branches.xlsx. */
export interface BranchSheetEntry {
  branch: Branch;
  vehicles: number;
}

/** The week's hours on one line: `Mon 08:00–18:00; Tue ...`, closed days left out. */
const weekHoursCell = (branch: Branch, language: Language) =>
  describeWeekHours(branch.openingHours, language)
    .filter(({ day }) => branch.openingHours.some((period) => period.day === day))
    .map(({ name, hours }) => `${name} ${hours}`)
    .join('; ');

/** branches.xlsx */
export const branchesSheet = spreadsheet<BranchSheetEntry>([
  [/*i18n*/ { id: 'sheet.branches.id', message: 'Id' }, ({ branch }) => branch.id],
  [/*i18n*/ { id: 'sheet.branches.name', message: 'Name' }, ({ branch }) => branch.name],
  [/*i18n*/ { id: 'sheet.branches.slug', message: 'Slug' }, ({ branch }) => branch.slug],
  [/*i18n*/ { id: 'sheet.branches.address', message: 'Address' }, ({ branch }) => branch.address],
  [/*i18n*/ { id: 'sheet.branches.city', message: 'City' }, ({ branch }) => branch.city],
  [/*i18n*/ { id: 'sheet.branches.zipCode', message: 'Zip Code' }, ({ branch }) => branch.zipCode],
  [/*i18n*/ { id: 'sheet.branches.country', message: 'Country' }, ({ branch }) => branch.country],
  [
    /*i18n*/ { id: 'sheet.branches.phoneNumber', message: 'Phone Number' },
    ({ branch }) => branch.phoneNumber,
  ],
  [/*i18n*/ { id: 'sheet.branches.email', message: 'Email' }, ({ branch }) => branch.email],
  [
    /*i18n*/ { id: 'sheet.branches.timeZone', message: 'Time Zone' },
    ({ branch }) => branch.timeZone,
  ],
  [
    /*i18n*/ { id: 'sheet.branches.openingHours', message: 'Opening Hours' },
    ({ branch }, i18n) => weekHoursCell(branch, i18n.locale as Language),
  ],
  [
    /*i18n*/ { id: 'sheet.branches.oneWayFee', message: 'One-way Fee' },
    ({ branch }) => (branch.oneWayFee === undefined ? '' : moneyCell(branch.oneWayFee)),
  ],
  [/*i18n*/ { id: 'sheet.branches.vehicles', message: 'Vehicles' }, ({ vehicles }) => vehicles],
]);
