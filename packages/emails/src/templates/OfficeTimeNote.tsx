/** @jsxRuntime automatic */
import { Text } from '@react-email/components';
import type { EmailContext } from '../format';
import type { ReservationSummary } from '../types';
import { paragraphStyle } from './EmailLayout';

export interface OfficeTimeNoteProps {
  context: EmailContext;
  /** With branches, its times are theirs. */
  reservation?: ReservationSummary;
}

/**
 * Reservation times are local times, the branches' (or, before branches, the office's); a
 * traveller in another zone must know which.
 */
export function OfficeTimeNote({ context, reservation }: OfficeTimeNoteProps) {
  const { i18n } = context;
  const pickUp = reservation?.pickUpBranch;
  const dropOff = reservation?.dropOffBranch ?? pickUp;
  let note: string;
  if (pickUp === undefined || dropOff === undefined) {
    note = i18n._({
      id: 'email.officeTimeNote',
      message: 'Times are local times at our office ({timeZone}).',
      values: { timeZone: context.timeZone },
    });
  } else if (pickUp.timeZone === dropOff.timeZone) {
    note = i18n._({
      id: 'email.branchTimeNote',
      message: 'Times are local times at the branch ({timeZone}).',
      values: { timeZone: pickUp.timeZone },
    });
  } else {
    note = i18n._({
      id: 'email.branchesTimeNote',
      message:
        'The pick-up time is local at {pickUpBranch} ({pickUpZone}), the drop-off time at {dropOffBranch} ({dropOffZone}).',
      values: {
        pickUpBranch: pickUp.name,
        pickUpZone: pickUp.timeZone,
        dropOffBranch: dropOff.name,
        dropOffZone: dropOff.timeZone,
      },
    });
  }
  return <Text style={paragraphStyle}>{note}</Text>;
}
