import { describe, expect, it } from 'vitest';
import { validateWithSchema } from '../validation/validateWithSchema';
import { contactSchema } from './contact';

const validMessage = {
  name: 'Jane Doe',
  email: 'jane@example.com',
  subject: 'Hello',
  body: 'I would like to rent a van.',
};

describe('contactSchema', () => {
  const validate = validateWithSchema(contactSchema);
  const errorsWith = (changes: object) => validate({ ...validMessage, ...changes });

  it('accepts a complete message', () => {
    expect(validate(validMessage)).toEqual({});
  });

  it('uses the spec and generic messages for missing fields', () => {
    expect(validate({})).toEqual({
      name: 'Enter your name',
      email: 'Email is a required field',
      subject: 'Subject is a required field',
      body: 'Message is a required field',
    });
  });

  it('rejects an invalid e-mail', () => {
    expect(errorsWith({ email: 'jane@' })).toEqual({ email: 'Email must be a valid email' });
  });

  it('keeps the subject between 5 and 50 characters', () => {
    expect(errorsWith({ subject: 'Hell' })).toEqual({
      subject: 'Subject must be at least 5 characters',
    });
    expect(errorsWith({ subject: 'x'.repeat(51) })).toEqual({
      subject: 'Subject must be at most 50 characters',
    });
    expect(errorsWith({ subject: 'x'.repeat(50) })).toEqual({});
  });

  it('keeps the body between 20 and 200 characters', () => {
    expect(errorsWith({ body: 'x'.repeat(19) })).toEqual({
      body: 'Message must be at least 20 characters',
    });
    expect(errorsWith({ body: 'x'.repeat(201) })).toEqual({
      body: 'Message must be at most 200 characters',
    });
    expect(errorsWith({ body: 'x'.repeat(200) })).toEqual({});
  });
});
