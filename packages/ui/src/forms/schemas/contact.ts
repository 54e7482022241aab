import { object, string, type InferType } from 'yup';

export const CONTACT_BODY_MAX_LENGTH = 200;

// Subject, e-mail and body use the form library's generic messages ('{path} is a required field', ...).
export const contactSchema = object({
  name: string().trim().required('Enter your name').max(50),
  email: string().trim().required().email(),
  subject: string().trim().required().min(5).max(50),
  body: string().trim().required().min(20).max(CONTACT_BODY_MAX_LENGTH),
});

export type ContactValues = InferType<typeof contactSchema>;
