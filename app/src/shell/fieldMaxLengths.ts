import {
  ADDRESS_MAX_LENGTH,
  CONTACT_BODY_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH,
  CURRENT_PASSWORD_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  LICENSE_PLATE_MAX_LENGTH,
  LOCATION_MAX_LENGTH,
  PASSWORD_CONFIRMATION_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  PHONE_NUMBER_MAX_LENGTH,
  VEHICLE_MODEL_MAX_LENGTH,
  ZIP_CODE_MAX_LENGTH,
} from '@rentacar/contract';
import type { FieldMaxLengths } from '@rentacar/ui';

/**
 * The contract's `maxLength` of every text field the app's forms send, keyed by the field's name
 * (the same name in the form and the request body), so no one can type what the API would refuse.
 */
export const FIELD_MAX_LENGTHS: FieldMaxLengths = {
  email: EMAIL_MAX_LENGTH,
  password: PASSWORD_MAX_LENGTH,
  confirmPassword: PASSWORD_CONFIRMATION_MAX_LENGTH,
  oldPassword: CURRENT_PASSWORD_MAX_LENGTH,
  newPassword: PASSWORD_MAX_LENGTH,
  confirmNewPassword: PASSWORD_CONFIRMATION_MAX_LENGTH,
  firstName: PERSON_NAME_MAX_LENGTH,
  lastName: PERSON_NAME_MAX_LENGTH,
  phoneNumber: PHONE_NUMBER_MAX_LENGTH,
  address: ADDRESS_MAX_LENGTH,
  zipCode: ZIP_CODE_MAX_LENGTH,
  pickUpLocation: LOCATION_MAX_LENGTH,
  dropOffLocation: LOCATION_MAX_LENGTH,
  model: VEHICLE_MODEL_MAX_LENGTH,
  licensePlate: LICENSE_PLATE_MAX_LENGTH,
  name: CONTACT_NAME_MAX_LENGTH,
  subject: CONTACT_SUBJECT_MAX_LENGTH,
  body: CONTACT_BODY_MAX_LENGTH,
};
