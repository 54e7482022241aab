// Free of vitest so that other test runners (the app's tests, the e2e journeys) can import it.
/** The header rows the downloads must start with (backend-behaviour.md). */
export const SPREADSHEET_HEADERS = {
  users: ['Id', 'First Name', 'Last Name', 'Phone Number', 'Email', 'Address', 'Zip Code', 'Roles'],
  vehicles: [
    'Id',
    'Model',
    'Doors',
    'Seats',
    'Luggage',
    'Transmission',
    'Air Conditioning',
    'Age',
    'Price Per Hour',
    'Fuel Type',
    'License plate',
  ],
  reservations: [
    'Id',
    'Car Id',
    'Car Model',
    'Customer Id',
    'Customer Name',
    'Customer Phone',
    'Pick-up Time',
    'Drop-off Time',
    'Pick-up Location',
    'Drop-off Location',
    'Status',
    'Total Price',
  ],
};
