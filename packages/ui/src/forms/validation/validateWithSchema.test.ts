import { describe, expect, it } from 'vitest';
import { array, object, string } from 'yup';
import { validateWithSchema } from './validateWithSchema';

describe('validateWithSchema', () => {
  const schema = object({
    name: string().required('Enter your name').min(3, 'Too short'),
    address: object({ city: string().required('Enter the city') }),
    tags: array(string().required('Empty tag')),
  });
  const validate = validateWithSchema(schema);

  it('returns no errors for valid values', () => {
    expect(validate({ name: 'Jane', address: { city: 'Austin' }, tags: ['a'] })).toEqual({});
  });

  it('gives each field the message of its first failing rule, nested as final-form expects', () => {
    expect(validate({ name: '', address: {}, tags: ['a', ''] })).toEqual({
      name: 'Enter your name',
      address: { city: 'Enter the city' },
      tags: [undefined, 'Empty tag'],
    });
  });

  it('passes the context to the schema', () => {
    const withContext = object({
      day: string().test('after', 'Too early', (day, { options }) => {
        const { first } = options.context as { first: string };
        return !day || day >= first;
      }),
    });
    expect(validateWithSchema(withContext, { first: '2026-03-14' })({ day: '2026-03-13' })).toEqual(
      { day: 'Too early' },
    );
  });

  it('lets errors other than validation failures through', () => {
    const broken = object({
      name: string().test('explodes', 'never shown', () => {
        throw new TypeError('rule crashed');
      }),
    });
    expect(() => validateWithSchema(broken)({ name: 'x' })).toThrow('rule crashed');
  });
});
