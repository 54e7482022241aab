import { msg } from '@lingui/core/macro';
import { array, object, string, type InferType } from 'yup';
import { profileFields, strongPassword } from './fields';

export const profileSchema = object(profileFields);

export const USER_ROLES = ['Customer', 'Administrator'] as const;

export type UserRole = (typeof USER_ROLES)[number];

/** The languages an account reads the site and its e-mails in (the contract's `Language`). */
export const USER_LANGUAGES = ['en', 'es'] as const;

export type UserLanguage = (typeof USER_LANGUAGES)[number];

export const userEditSchema = object({
  ...profileFields,
  // Optional: left empty, the app omits it from the payload and the old password stays.
  password: strongPassword()
    .transform((password: string) => password || undefined)
    .optional(),
  // Optional: none chosen, the app sends none and the account keeps its language.
  language: string().oneOf(USER_LANGUAGES).optional(),
  roles: array(string().oneOf(USER_ROLES).defined())
    .required(msg`Please select a role`)
    .min(1, msg`Please select a role`),
});

export type ProfileValues = InferType<typeof profileSchema>;
export type UserEditValues = InferType<typeof userEditSchema>;
