/**
 * The most characters of a branch closure's reason: the contract's `BranchClosure.reason`, an
 * inline schema `bounds.ts` does not name (the branch admin tests compare it with the route table).
 */
export const CLOSURE_REASON_MAX_LENGTH = 100;
