/**
 * A type-level test, checked by `tsc -b`: the contract's `EmailKind` (what the outbox lists) and
 * the messages this package renders are the same set; this file stops compiling when one gains a
 * kind the other lacks.
 */
import type { EmailKind as ContractEmailKind } from '@rentacar/contract';
import type { EmailKind } from './types';

/** `true` only when A and B are the same type. */
type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<Condition extends true> = Condition;

export type EmailKindsEqualContract = Expect<Equal<EmailKind, ContractEmailKind>>;
