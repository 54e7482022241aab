// Generated from openapi.yaml by packages/contract/scripts/generate.mjs: do not edit.

/** The longest value of the contract's `Address`, in characters. */
export const ADDRESS_MAX_LENGTH = 200;

/** The longest value of the contract's `BlockReason`, in characters. */
export const BLOCK_REASON_MAX_LENGTH = 200;

/** The longest value of the contract's `BranchName`, in characters. */
export const BRANCH_NAME_MAX_LENGTH = 100;

/** The longest value of the contract's `BranchSlug`, in characters. */
export const BRANCH_SLUG_MAX_LENGTH = 60;

/** The longest value of the contract's `CalendarDate`, in characters. */
export const CALENDAR_DATE_MAX_LENGTH = 10;

/** The longest value of the contract's `City`, in characters. */
export const CITY_MAX_LENGTH = 100;

/** The longest value of the contract's `ContactBody`, in characters. */
export const CONTACT_BODY_MAX_LENGTH = 200;

/** The longest value of the contract's `ContactName`, in characters. */
export const CONTACT_NAME_MAX_LENGTH = 50;

/** The longest value of the contract's `ContactSubject`, in characters. */
export const CONTACT_SUBJECT_MAX_LENGTH = 50;

/** The longest value of the contract's `CountryCode`, in characters. */
export const COUNTRY_CODE_MAX_LENGTH = 2;

/** The longest value of the contract's `CurrentPassword`, in characters. */
export const CURRENT_PASSWORD_MAX_LENGTH = 128;

/** The longest value of the contract's `Email`, in characters. */
export const EMAIL_MAX_LENGTH = 254;

/** The longest value of the contract's `EmailToken`, in characters. */
export const EMAIL_TOKEN_MAX_LENGTH = 100;

/** The longest value of the contract's `ImageId`, in characters. */
export const IMAGE_ID_MAX_LENGTH = 36;

/** The longest value of the contract's `LicenseNumber`, in characters. */
export const LICENSE_NUMBER_MAX_LENGTH = 20;

/** The longest value of the contract's `LicensePlate`, in characters. */
export const LICENSE_PLATE_MAX_LENGTH = 15;

/** The longest value of the contract's `LocalDateTime`, in characters. */
export const LOCAL_DATE_TIME_MAX_LENGTH = 19;

/** The longest value of the contract's `Location`, in characters. */
export const LOCATION_MAX_LENGTH = 200;

/** The longest value of the contract's `Password`, in characters. */
export const PASSWORD_MAX_LENGTH = 128;

/** The longest value of the contract's `PasswordConfirmation`, in characters. */
export const PASSWORD_CONFIRMATION_MAX_LENGTH = 128;

/** The longest value of the contract's `PayloadDateTime`, in characters. */
export const PAYLOAD_DATE_TIME_MAX_LENGTH = 19;

/** The longest value of the contract's `PersonName`, in characters. */
export const PERSON_NAME_MAX_LENGTH = 50;

/** The longest value of the contract's `PhoneNumber`, in characters. */
export const PHONE_NUMBER_MAX_LENGTH = 14;

/** The longest value of the contract's `SearchText`, in characters. */
export const SEARCH_TEXT_MAX_LENGTH = 100;

/** The longest value of the contract's `SeasonName`, in characters. */
export const SEASON_NAME_MAX_LENGTH = 60;

/** The longest value of the contract's `TimeZoneName`, in characters. */
export const TIME_ZONE_NAME_MAX_LENGTH = 64;

/** The longest value of the contract's `VehicleModel`, in characters. */
export const VEHICLE_MODEL_MAX_LENGTH = 30;

/** The longest value of the contract's `ZipCode`, in characters. */
export const ZIP_CODE_MAX_LENGTH = 20;

/** The longest rental in days of 24 h (`x-max-rental-days` of the booking operations). */
export const MAX_RENTAL_DAYS = 90;
