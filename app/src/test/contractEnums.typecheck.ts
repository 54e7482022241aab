/**
 * A type-level test, checked by `tsc -b`: @rentacar/ui may not import the contract, so it writes
 * its option lists out; this file stops compiling when one of them drifts from the contract's
 * generated list (a value added, removed, renamed or reordered).
 */
import type {
  CANCELLATION_FEE_TYPES,
  EMAIL_STATUSES,
  FUEL_TYPES,
  LANGUAGES,
  RESERVATION_STATUSES,
  ROLES,
  TRANSMISSIONS,
} from '@rentacar/contract';
import type * as ui from '@rentacar/ui';

/** `true` only when A and B are the same type (readonly tuples: the same values in order). */
type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<Condition extends true> = Condition;

export type UiListsEqualContract = [
  Expect<Equal<typeof ui.FUEL_TYPES, typeof FUEL_TYPES>>,
  Expect<Equal<typeof ui.TRANSMISSIONS, typeof TRANSMISSIONS>>,
  Expect<Equal<typeof ui.RESERVATION_STATUSES, typeof RESERVATION_STATUSES>>,
  Expect<Equal<typeof ui.USER_ROLES, typeof ROLES>>,
  Expect<Equal<typeof ui.EMAIL_STATUSES, typeof EMAIL_STATUSES>>,
  Expect<Equal<typeof ui.USER_LANGUAGES, typeof LANGUAGES>>,
  Expect<Equal<typeof ui.CANCELLATION_FEE_TYPES, typeof CANCELLATION_FEE_TYPES>>,
];
