import type { Role } from '@rentacar/contract';

/** Spec §1: the role Administrator is shown as 'Admin'. */
export const roleLabel = (role: Role): string => (role === 'Administrator' ? 'Admin' : role);
