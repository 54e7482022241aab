import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { string } from 'yup';

// The special characters the password rule allows (spec section 9).
export const PASSWORD_SPECIAL_CHARACTERS = '@$!%*#?&';

// A phone number typed through the (999) 999-9999 mask with no placeholder left.
export const PHONE_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/;

export const PHONE_MASK = '(000) 000-0000';

export const requiredText = (message: MessageDescriptor) => string().trim().required(message);

export const emailField = () =>
  string()
    .trim()
    .required(msg`Please enter your email`)
    .email(msg`Please enter your email`);

export const phoneField = () =>
  string()
    .required(msg`Please enter your phone number`)
    .matches(PHONE_PATTERN, msg`Please enter your phone number`);

/** The password strength rules shared by registration, password change and admin user edit. */
export const strongPassword = () =>
  string()
    .min(8, msg`Must be at least 8 characters`)
    .matches(/[a-z]/, msg`One lowercase character`)
    .matches(/[A-Z]/, msg`One uppercase character`)
    .matches(/[@$!%*#?&]/, msg`One special character`)
    .matches(/\d/, msg`One number`);

export const profileFields = {
  firstName: requiredText(msg`Please enter your first name`),
  lastName: requiredText(msg`Please enter your last name`),
  phoneNumber: phoneField(),
  address: requiredText(msg`Please enter your address`),
  zipCode: requiredText(msg`Please enter your zip code`),
  email: emailField(),
};
