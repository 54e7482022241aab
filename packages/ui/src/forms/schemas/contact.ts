import { object, string, type InferType } from 'yup';

export const CONTACT_BODY_MAX_LENGTH = 200;

// Subject, e-mail and body use the form library's generic messages ('{label} is a required field',
// ...), naming each field by the label the user sees.
export const contactSchema = object({
  name: string().trim().label('Name').required('Enter your name').max(50),
  email: string().trim().label('Email').required().email(),
  subject: string().trim().label('Subject').required().min(5).max(50),
  body: string().trim().label('Message').required().min(20).max(CONTACT_BODY_MAX_LENGTH),
});

export type ContactValues = InferType<typeof contactSchema>;
