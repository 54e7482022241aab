import {
  BRANCH_NAME_MAX_LENGTH,
  BRANCH_SLUG_MAX_LENGTH,
  CITY_MAX_LENGTH,
  COUNTRY_CODE_MAX_LENGTH,
} from '@rentacar/contract';
import { BranchForm, FieldLimits, type BranchFormProps } from '@rentacar/ui';
import { FIELD_MAX_LENGTHS } from '../../../shell/fieldMaxLengths';

/** The most characters of a closure's reason (the contract's `BranchClosure.reason`). */
export const CLOSURE_REASON_MAX_LENGTH = 100;

/**
 * The branch's text fields' bounds: the app's, with a branch's own `name` (longer than a contact
 * message's sender) and the fields only a branch has.
 */
export const BRANCH_FIELD_MAX_LENGTHS = {
  ...FIELD_MAX_LENGTHS,
  name: BRANCH_NAME_MAX_LENGTH,
  slug: BRANCH_SLUG_MAX_LENGTH,
  city: CITY_MAX_LENGTH,
  country: COUNTRY_CODE_MAX_LENGTH,
};

/** The library's `BranchForm` with the contract's bounds, for the create and edit screens. */
export function BranchEditor(props: BranchFormProps) {
  return (
    <FieldLimits maxLengths={BRANCH_FIELD_MAX_LENGTHS}>
      <BranchForm closureReasonMaxLength={CLOSURE_REASON_MAX_LENGTH} {...props} />
    </FieldLimits>
  );
}
