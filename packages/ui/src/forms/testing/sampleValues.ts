// Sample form values shared by the form stories and the schema tests (not part of the published API).

/**
 * A booking as the booking and reservation forms hold it: Airport on 14 March 2026 at 10:00 to
 * Downtown on the 16th at 09:30 (the tests' "today" is the 14th).
 */
export const bookingValues = {
  pickUpLocation: 'Airport',
  pickUpDate: '2026-03-14',
  pickUpTime: '10:00',
  dropOffLocation: 'Downtown',
  dropOffDate: '2026-03-16',
  dropOffTime: '09:30',
};

/** A customer's profile as the profile, register and admin user forms hold it. */
export const profileValues = {
  firstName: 'Jane',
  lastName: 'Doe',
  phoneNumber: '(555) 123-4567',
  email: 'jane@example.com',
  address: '1 Main Street',
  zipCode: '10001',
};

/** Each profile field with the message its schema gives when it is left empty. */
export const profileRequiredMessagesByField: [field: string, message: string][] = [
  ['firstName', 'Please enter your first name'],
  ['lastName', 'Please enter your last name'],
  ['phoneNumber', 'Please enter your phone number'],
  ['address', 'Please enter your address'],
  ['zipCode', 'Please enter your zip code'],
  ['email', 'Please enter your email'],
];

/** A driver as the driver details form holds them: born 1990, licensed 2010 until 2030. */
export const driverValues = {
  dateOfBirth: '1990-04-12',
  licenseNumber: 'D123-4567-8901',
  licenseCountry: 'US',
  licenseIssuedOn: '2010-06-01',
  licenseExpiresOn: '2030-06-01',
};
