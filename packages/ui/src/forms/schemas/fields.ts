import { string } from 'yup';

// The special characters the password rule allows (spec section 9).
export const PASSWORD_SPECIAL_CHARACTERS = '@$!%*#?&';

// A phone number typed through the (999) 999-9999 mask with no placeholder left.
export const PHONE_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/;

export const PHONE_MASK = '(000) 000-0000';

export const requiredText = (message: string) => string().trim().required(message);

export const emailField = () =>
  string().trim().required('Please enter your email').email('Please enter your email');

export const phoneField = () =>
  string()
    .required('Please enter your phone number')
    .matches(PHONE_PATTERN, 'Please enter your phone number');

/** The password strength rules shared by registration, password change and admin user edit. */
export const strongPassword = () =>
  string()
    .min(8, 'Must be at least 8 characters')
    .matches(/[a-z]/, 'One lowercase character')
    .matches(/[A-Z]/, 'One uppercase character')
    .matches(/[@$!%*#?&]/, 'One special character')
    .matches(/\d/, 'One number');

export const profileFields = {
  firstName: requiredText('Please enter your first name'),
  lastName: requiredText('Please enter your last name'),
  phoneNumber: phoneField(),
  address: requiredText('Please enter your address'),
  zipCode: requiredText('Please enter your zip code'),
  email: emailField(),
};
