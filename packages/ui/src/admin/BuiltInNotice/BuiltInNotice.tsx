import { Notice } from './styles';

export type BuiltInKind = 'account' | 'vehicle';

const texts: Record<BuiltInKind, string> = {
  account: 'Built-in accounts can not be deleted and updated',
  vehicle: 'Built-in vehicles can not be deleted and updated',
};

export interface BuiltInNoticeProps {
  /** Which built-in record the notice is about: an account or a vehicle. */
  kind: BuiltInKind;
}

/** The danger notice above a built-in user's or vehicle's disabled form. */
export function BuiltInNotice({ kind }: BuiltInNoticeProps) {
  return <Notice role="note">{texts[kind]}</Notice>;
}
