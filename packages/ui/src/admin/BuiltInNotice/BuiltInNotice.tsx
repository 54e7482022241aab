import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Notice } from './styles';

export type BuiltInKind = 'account' | 'vehicle';

const texts: Record<BuiltInKind, MessageDescriptor> = {
  account: msg`Built-in accounts can not be deleted and updated`,
  vehicle: msg`Built-in vehicles can not be deleted and updated`,
};

export interface BuiltInNoticeProps {
  /** Which built-in record the notice is about: an account or a vehicle. */
  kind: BuiltInKind;
}

/** The danger notice above a built-in user's or vehicle's disabled form. */
export function BuiltInNotice({ kind }: BuiltInNoticeProps) {
  const { i18n } = useLingui();
  return <Notice role="note">{i18n._(texts[kind])}</Notice>;
}
