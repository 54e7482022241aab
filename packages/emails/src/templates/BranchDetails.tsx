/** @jsxRuntime automatic */
import type { EmailBranch } from '@rentacar/rules';
import { branchAddressLine, describeWeekHours } from '@rentacar/rules/branches';
import type { EmailContext } from '../format';
import type { ReservationSummary } from '../types';
import { FactsTable } from './FactsTable';

interface BranchFactsProps {
  caption: string;
  branch: EmailBranch;
  context: EmailContext;
}

/** Where a branch is, how to call it and its week's hours. */
function BranchFacts({ caption, branch, context }: BranchFactsProps) {
  const { i18n, language } = context;
  return (
    <FactsTable
      caption={caption}
      rows={[
        [i18n._({ id: 'email.branch.name', message: 'Branch' }), branch.name],
        [i18n._({ id: 'email.branch.address', message: 'Address' }), branchAddressLine(branch)],
        [i18n._({ id: 'email.branch.phone', message: 'Phone' }), branch.phoneNumber],
        ...describeWeekHours(branch.openingHours, language).map(
          ({ name, hours }) => [name, hours] as [string, string],
        ),
      ]}
    />
  );
}

export interface BranchDetailsProps {
  reservation: ReservationSummary;
  context: EmailContext;
}

/**
 * The pick-up branch (and the drop-off branch of a one-way rental): address, phone and hours.
 * Nothing for a reservation made before branches.
 */
export function BranchDetails({ reservation, context }: BranchDetailsProps) {
  const { pickUpBranch, dropOffBranch } = reservation;
  const { i18n } = context;
  if (pickUpBranch === undefined) return null;
  const oneWay = dropOffBranch !== undefined && dropOffBranch.name !== pickUpBranch.name;
  return (
    <>
      <BranchFacts
        caption={i18n._({ id: 'email.branch.pickUp', message: 'Pick-up branch' })}
        branch={pickUpBranch}
        context={context}
      />
      {oneWay ? (
        <BranchFacts
          caption={i18n._({ id: 'email.branch.dropOff', message: 'Drop-off branch' })}
          branch={dropOffBranch}
          context={context}
        />
      ) : null}
    </>
  );
}
