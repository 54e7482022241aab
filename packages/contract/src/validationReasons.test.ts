import { describe, expect, it } from 'vitest';
import { CONTRACT_OPERATIONS } from './operations';
import {
  readValidationMessage,
  VALIDATION_REASONS,
  validationReason,
  type ValidationReasonKey,
} from './validationReasons';

/** Every `x-pattern-reason` the contract's schemas give, wherever they nest. */
function patternReasons(node: unknown): string[] {
  if (typeof node !== 'object' || node === null) return [];
  const own = (node as Record<string, unknown>)['x-pattern-reason'];
  return [
    ...(typeof own === 'string' ? [own] : []),
    ...Object.values(node).flatMap(patternReasons),
  ];
}

/** Sample values for a reason's template: each `{name}` gets a value of its own. */
const sampleValues = (template: string) =>
  Object.fromEntries(
    [...template.matchAll(/\{(\w+)\}/g)].map(([, name], index) => [name, `${index + 7}`]),
  );

describe("the validation messages' reasons", () => {
  it('list every reason the contract words for a pattern', () => {
    const listed: string[] = Object.values(VALIDATION_REASONS);
    const reasons = new Set(CONTRACT_OPERATIONS.flatMap(patternReasons));
    expect(reasons.size).toBeGreaterThan(0);
    expect([...reasons].filter((reason) => !listed.includes(reason))).toEqual([]);
  });

  it('read back each reason of a message: its field, key and values', () => {
    for (const [key, template] of Object.entries(VALIDATION_REASONS)) {
      const values = sampleValues(template);
      const reason = template.replace(/\{(\w+)\}/g, (_, name: string) => values[name]!);
      expect(readValidationMessage(`contact.zipCode: ${reason}`)).toEqual({
        field: 'contact.zipCode',
        reason: key as ValidationReasonKey,
        values,
      });
    }
  });

  it('tell a length from a number bound, and a list from its words', () => {
    expect(readValidationMessage(`model: ${validationReason('maxLength', { max: 50 })}`)).toEqual({
      field: 'model',
      reason: 'maxLength',
      values: { max: '50' },
    });
    expect(readValidationMessage('doors: must be at most 9')).toEqual({
      field: 'doors',
      reason: 'maximum',
      values: { limit: '9' },
    });
    expect(readValidationMessage('sort: must be one of id, model, pricePerHour')).toEqual({
      field: 'sort',
      reason: 'oneOf',
      values: { values: 'id, model, pricePerHour' },
    });
  });

  it('read no other text', () => {
    expect(readValidationMessage('Bad credentials')).toBeUndefined();
    expect(readValidationMessage('zipCode: must not be blank')).toBeUndefined();
    expect(readValidationMessage('Email: ana@example.com already exist')).toBeUndefined();
  });
});
