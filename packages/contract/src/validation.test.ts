import { describe, expect, it } from 'vitest';
import { CONTRACT_OPERATIONS } from './operations';
import { createRequestValidatorCompiler, validationMessage } from './validation';

const createVehicle = CONTRACT_OPERATIONS.find(
  ({ operationId }) => operationId === 'createVehicle',
)!;
const validateBody = createRequestValidatorCompiler()(createVehicle.schemas.body!, 'body');

/** The contract's answer to a new vehicle at `pricePerHour`: accepted, or its 400 message. */
function priceCheck(pricePerHour: number): string {
  const body = {
    model: 'Cents Test',
    doors: 4,
    seats: 5,
    luggage: 2,
    transmission: 'Automatic',
    airConditioning: true,
    fuelType: 'Gasoline',
    age: 1,
    pricePerHour,
    images: [],
  };
  return validateBody(body) ? 'accepted' : validationMessage(validateBody.errors ?? [], 'body');
}

describe('prices in whole cents (multipleOf 0.01)', () => {
  it.each([45.7, 0.07, 19.99, 0.1, 2.3, 1000000, 999999.99])('accepts %s', (price) => {
    expect(priceCheck(price)).toBe('accepted');
  });

  it.each([45.701, 0.001, 19.999, 1.005])('refuses %s, naming the field and the rule', (price) => {
    expect(priceCheck(price)).toBe('pricePerHour: must have at most 2 decimal places');
  });
});
