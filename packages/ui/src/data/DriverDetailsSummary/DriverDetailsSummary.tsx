import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment } from 'react';
import { DetailList } from '../ReservationSummary/styles';
import { SummaryTitle } from './styles';

/** A driver's date of birth and licence (dates `YYYY-MM-DD`). */
export interface DriverDetailsSummaryDriver {
  dateOfBirth: string;
  licenseNumber: string;
  licenseCountry: string;
  licenseIssuedOn: string;
  licenseExpiresOn: string;
}

export interface DriverDetailsSummaryProps {
  /** The user's driver details; absent: the user has given none yet. */
  driver?: DriverDetailsSummaryDriver;
}

/** A driver's date of birth and licence as a list of labelled values. */
export function DriverDetailsList({ driver }: { driver: DriverDetailsSummaryDriver }) {
  const { t } = useLingui();
  const items = [
    { label: t`Date of birth`, value: driver.dateOfBirth },
    { label: t`License number`, value: driver.licenseNumber },
    { label: t`Issuing country`, value: driver.licenseCountry },
    { label: t`License issued on`, value: driver.licenseIssuedOn },
    { label: t`License expires on`, value: driver.licenseExpiresOn },
  ];
  return (
    <DetailList>
      {items.map(({ label, value }) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </DetailList>
  );
}

/** A user's driver details, read-only (the administrator's user edit screen). */
export function DriverDetailsSummary({ driver }: DriverDetailsSummaryProps) {
  const { t } = useLingui();
  return (
    <section aria-label={t`Driver details`}>
      <SummaryTitle>
        <Trans>Driver details</Trans>
      </SummaryTitle>
      {driver ? (
        <DriverDetailsList driver={driver} />
      ) : (
        <p>
          <Trans>No driver details given yet.</Trans>
        </p>
      )}
    </section>
  );
}
