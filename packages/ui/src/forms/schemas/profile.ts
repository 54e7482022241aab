import { msg } from '@lingui/core/macro';
import { array, object, string, type InferType } from 'yup';
import { profileFields, strongPassword } from './fields';

export const profileSchema = object(profileFields);

export const USER_ROLES = ['Customer', 'Administrator'] as const;

export type UserRole = (typeof USER_ROLES)[number];

export const userEditSchema = object({
  ...profileFields,
  // Optional: left empty, the app omits it from the payload and the old password stays.
  password: strongPassword()
    .transform((password: string) => password || undefined)
    .optional(),
  roles: array(string().oneOf(USER_ROLES).defined())
    .required(msg`Please select a role`)
    .min(1, msg`Please select a role`),
});

export type ProfileValues = InferType<typeof profileSchema>;
export type UserEditValues = InferType<typeof userEditSchema>;
