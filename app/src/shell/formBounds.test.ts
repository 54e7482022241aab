import { describe, expect, it } from 'vitest';
import {
  CONTACT_BODY_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH,
  LICENSE_PLATE_MAX_LENGTH,
  VEHICLE_MODEL_MAX_LENGTH,
} from '@rentacar/contract';
import * as ui from '@rentacar/ui';

/** What the library's yup schemas tell of a field's rules (`describe()`). */
interface DescribedSchema {
  describe(): { fields: Record<string, unknown> };
}

/** The most characters the library's form rule lets `field` hold (its `max` test). */
function ruleMax(schema: DescribedSchema, field: string): unknown {
  const description = schema.describe().fields[field] as {
    tests: { name?: string; params?: { max?: unknown } }[];
  };
  return description.tests.find((test) => test.name === 'max')?.params?.max;
}

// @rentacar/ui may not import the contract, so its form rules write the longest lengths out (the
// spec's messages name them: "Name must be at most 50 characters"). They must say what the API
// accepts, or a user would be refused by the other side of a field the app lets through.
describe("the library's form rules allow the contract's longest texts", () => {
  it('contact message', () => {
    expect({
      name: ruleMax(ui.contactSchema, 'name'),
      subject: ruleMax(ui.contactSchema, 'subject'),
      body: ruleMax(ui.contactSchema, 'body'),
      exportedBody: ui.CONTACT_BODY_MAX_LENGTH,
    }).toEqual({
      name: CONTACT_NAME_MAX_LENGTH,
      subject: CONTACT_SUBJECT_MAX_LENGTH,
      body: CONTACT_BODY_MAX_LENGTH,
      exportedBody: CONTACT_BODY_MAX_LENGTH,
    });
  });

  it('vehicle model', () => {
    expect(ruleMax(ui.vehicleSchema, 'model')).toBe(VEHICLE_MODEL_MAX_LENGTH);
  });

  it('vehicle license plate', () => {
    expect(ruleMax(ui.vehicleSchema, 'licensePlate')).toBe(LICENSE_PLATE_MAX_LENGTH);
  });
});
