export * from './auth';
export * from './booking';
export * from './contact';
export { PASSWORD_SPECIAL_CHARACTERS, PHONE_MASK, PHONE_PATTERN } from './fields';
export * from './profile';
export * from './vehicle';
export * from './branch';
export * from './blockedPeriod';
export * from './driver';
