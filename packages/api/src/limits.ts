// Generated from openapi.yaml by packages/api/scripts/generate.mjs: do not edit.

/** Bounds of one request value as openapi.yaml states them (`patternReason` words a failed pattern). */
export interface ValueLimits {
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly patternReason?: string;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
}

/** The limits of every field of every JSON request body, by the body schema's name. */
export const BODY_LIMITS = {
  ContactMessageInput: {
    name: {
      minLength: 1,
      maxLength: 50,
      pattern: '^[^\\u0000-\\u001F\\u007F]*$',
      patternReason: 'must not contain control characters',
    },
    email: { maxLength: 254 },
    subject: {
      minLength: 5,
      maxLength: 50,
      pattern: '^[^\\u0000-\\u001F\\u007F]*$',
      patternReason: 'must not contain control characters',
    },
    body: {
      minLength: 20,
      maxLength: 200,
      pattern: '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$',
      patternReason: 'must not contain control characters other than tabs and line breaks',
    },
  },
  LoginRequest: { email: { maxLength: 254 }, password: { minLength: 1, maxLength: 128 } },
  PasswordChange: {
    oldPassword: { minLength: 1, maxLength: 128 },
    newPassword: {
      maxLength: 128,
      pattern: '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[@$!%*#?&]).{8,}$',
    },
    confirmNewPassword: { maxLength: 128 },
  },
  ProfileUpdate: {
    firstName: {
      minLength: 1,
      maxLength: 50,
      pattern: '^[^\\u0000-\\u001F\\u007F]*$',
      patternReason: 'must not contain control characters',
    },
    lastName: {
      minLength: 1,
      maxLength: 50,
      pattern: '^[^\\u0000-\\u001F\\u007F]*$',
      patternReason: 'must not contain control characters',
    },
    phoneNumber: { maxLength: 14, pattern: '^\\(\\d{3}\\) \\d{3}-\\d{4}$' },
    address: {
      minLength: 1,
      maxLength: 200,
      pattern: '^[^\\u0000-\\u001F\\u007F]*$',
      patternReason: 'must not contain control characters',
    },
    zipCode: {
      minLength: 1,
      maxLength: 20,
      pattern: '^[^\\u0000-\\u001F\\u007F]*$',
      patternReason: 'must not contain control characters',
    },
    email: { maxLength: 254 },
  },
  Registration: {
    firstName: {
      minLength: 1,
      maxLength: 50,
      pattern: '^[^\\u0000-\\u001F\\u007F]*$',
      patternReason: 'must not contain control characters',
    },
    lastName: {
      minLength: 1,
      maxLength: 50,
      pattern: '^[^\\u0000-\\u001F\\u007F]*$',
      patternReason: 'must not contain control characters',
    },
    phoneNumber: { maxLength: 14, pattern: '^\\(\\d{3}\\) \\d{3}-\\d{4}$' },
    address: {
      minLength: 1,
      maxLength: 200,
      pattern: '^[^\\u0000-\\u001F\\u007F]*$',
      patternReason: 'must not contain control characters',
    },
    zipCode: {
      minLength: 1,
      maxLength: 20,
      pattern: '^[^\\u0000-\\u001F\\u007F]*$',
      patternReason: 'must not contain control characters',
    },
    email: { maxLength: 254 },
    password: { maxLength: 128, pattern: '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[@$!%*#?&]).{8,}$' },
    confirmPassword: { maxLength: 128 },
  },
  ReservationInput: {
    pickUpTime: {
      maxLength: 19,
      pattern: '^(0[1-9]|1[0-2])/(0[1-9]|[12]\\d|3[01])/\\d{4} ([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$',
    },
    dropOffTime: {
      maxLength: 19,
      pattern: '^(0[1-9]|1[0-2])/(0[1-9]|[12]\\d|3[01])/\\d{4} ([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$',
    },
    pickUpLocation: {
      minLength: 1,
      maxLength: 200,
      pattern: '^[^\\u0000-\\u001F\\u007F]*$',
      patternReason: 'must not contain control characters',
    },
    dropOffLocation: {
      minLength: 1,
      maxLength: 200,
      pattern: '^[^\\u0000-\\u001F\\u007F]*$',
      patternReason: 'must not contain control characters',
    },
  },
  ReservationUpdate: {
    pickUpTime: {
      maxLength: 19,
      pattern: '^(0[1-9]|1[0-2])/(0[1-9]|[12]\\d|3[01])/\\d{4} ([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$',
    },
    dropOffTime: {
      maxLength: 19,
      pattern: '^(0[1-9]|1[0-2])/(0[1-9]|[12]\\d|3[01])/\\d{4} ([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$',
    },
    pickUpLocation: {
      minLength: 1,
      maxLength: 200,
      pattern: '^[^\\u0000-\\u001F\\u007F]*$',
      patternReason: 'must not contain control characters',
    },
    dropOffLocation: {
      minLength: 1,
      maxLength: 200,
      pattern: '^[^\\u0000-\\u001F\\u007F]*$',
      patternReason: 'must not contain control characters',
    },
    status: {},
  },
  UserUpdate: {
    firstName: {
      minLength: 1,
      maxLength: 50,
      pattern: '^[^\\u0000-\\u001F\\u007F]*$',
      patternReason: 'must not contain control characters',
    },
    lastName: {
      minLength: 1,
      maxLength: 50,
      pattern: '^[^\\u0000-\\u001F\\u007F]*$',
      patternReason: 'must not contain control characters',
    },
    phoneNumber: { maxLength: 14, pattern: '^\\(\\d{3}\\) \\d{3}-\\d{4}$' },
    address: {
      minLength: 1,
      maxLength: 200,
      pattern: '^[^\\u0000-\\u001F\\u007F]*$',
      patternReason: 'must not contain control characters',
    },
    zipCode: {
      minLength: 1,
      maxLength: 20,
      pattern: '^[^\\u0000-\\u001F\\u007F]*$',
      patternReason: 'must not contain control characters',
    },
    email: { maxLength: 254 },
    roles: {},
    password: { maxLength: 128, pattern: '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[@$!%*#?&]).{8,}$' },
  },
  VehicleInput: {
    model: {
      minLength: 1,
      maxLength: 30,
      pattern: '^[^\\u0000-\\u001F\\u007F]*$',
      patternReason: 'must not contain control characters',
    },
    doors: { minimum: 0, maximum: 1000 },
    seats: { minimum: 0, maximum: 1000 },
    luggage: { minimum: 0, maximum: 1000 },
    transmission: {},
    airConditioning: {},
    fuelType: {},
    age: { minimum: 0, maximum: 1000 },
    pricePerHour: { maximum: 1000000, exclusiveMinimum: 0 },
  },
} as const satisfies Record<string, Record<string, ValueLimits>>;

/** The limits of every path and query parameter, by name. */
export const PARAMETER_LIMITS = {
  carId: { minimum: 1, maximum: 2147483647 },
  direction: {},
  from: { maxLength: 19, pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}$' },
  id: { minimum: 1, maximum: 2147483647 },
  imageId: { maxLength: 36 },
  messageId: { minimum: 1, maximum: 2147483647 },
  page: { minimum: 0, maximum: 10000000 },
  q: {
    minLength: 1,
    maxLength: 100,
    pattern: '^[^\\u0000-\\u001F\\u007F]*$',
    patternReason: 'must not contain control characters',
  },
  reservationId: { minimum: 1, maximum: 2147483647 },
  role: {},
  size: { minimum: 1, maximum: 100 },
  sort: {},
  status: {},
  to: { maxLength: 19, pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}$' },
  userId: { minimum: 1, maximum: 2147483647 },
} as const satisfies Record<string, ValueLimits>;
