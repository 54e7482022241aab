import { msg } from '@lingui/core/macro';
import { object, string, type InferType } from 'yup';

export const CONTACT_BODY_MAX_LENGTH = 200;

// Subject, e-mail and body use the form library's generic wording ('Subject is a required field',
// ...), naming each field by the label the user sees, as messages of their own so they translate.
export const contactSchema = object({
  name: string()
    .trim()
    .required(msg`Enter your name`)
    .max(50, msg`Name must be at most 50 characters`),
  email: string()
    .trim()
    .required(msg`Email is a required field`)
    .email(msg`Email must be a valid email`),
  subject: string()
    .trim()
    .required(msg`Subject is a required field`)
    .min(5, msg`Subject must be at least 5 characters`)
    .max(50, msg`Subject must be at most 50 characters`),
  body: string()
    .trim()
    .required(msg`Message is a required field`)
    .min(20, msg`Message must be at least 20 characters`)
    .max(
      CONTACT_BODY_MAX_LENGTH,
      msg`Message must be at most ${CONTACT_BODY_MAX_LENGTH} characters`,
    ),
});

export type ContactValues = InferType<typeof contactSchema>;
