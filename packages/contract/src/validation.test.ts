import { describe, expect, it } from 'vitest';
import { CONTRACT_OPERATIONS } from './operations';
import { createRequestValidatorCompiler, validationMessage } from './validation';

const createVehicle = CONTRACT_OPERATIONS.find(
  ({ operationId }) => operationId === 'createVehicle',
)!;
const { pricePerHour } = (createVehicle.schemas.body as { properties: { pricePerHour: object } })
  .properties;
const validatePrice = createRequestValidatorCompiler()(
  { type: 'object', properties: { pricePerHour } },
  'body',
);

/** The contract's answer to a vehicle body's `pricePerHour`: accepted, or its 400 message. */
const priceCheck = (price: number): string =>
  validatePrice({ pricePerHour: price })
    ? 'accepted'
    : validationMessage(validatePrice.errors ?? [], 'body');

describe('prices in whole cents (multipleOf 0.01)', () => {
  it.each([45.7, 0.07, 19.99, 0.1, 2.3, 1000000, 999999.99])('accepts %s', (price) => {
    expect(priceCheck(price)).toBe('accepted');
  });

  it.each([45.701, 0.001, 19.999, 1.005])('refuses %s, naming the field and the rule', (price) => {
    expect(priceCheck(price)).toBe('pricePerHour: must have at most 2 decimal places');
  });
});
