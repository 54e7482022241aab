import type { I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { Role } from '@rentacar/contract';

/** Spec §1: the role Administrator is shown as 'Admin'. */
export const roleLabel = (i18n: I18n, role: Role): string =>
  role === 'Administrator' ? t(i18n)`Admin` : t(i18n)`Customer`;
