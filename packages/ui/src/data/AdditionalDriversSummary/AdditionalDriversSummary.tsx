import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment } from 'react';
import { DriverDetailsList, type DriverDetailsSummaryDriver } from '../DriverDetailsSummary/DriverDetailsSummary';
import { DriverTitle, SummaryTitle } from './styles';

/** Someone else who drives: their name, date of birth and licence (dates `YYYY-MM-DD`). */
export interface AdditionalDriversSummaryDriver extends DriverDetailsSummaryDriver {
  firstName: string;
  lastName: string;
}

export interface AdditionalDriversSummaryProps {
  /** The drivers a reservation names besides its customer, in their order (at least one). */
  drivers: readonly AdditionalDriversSummaryDriver[];
}

/**
 * A reservation's additional drivers, read-only, each under its number and name (the customer's
 * reservation page and the administrator's reservation edit).
 */
export function AdditionalDriversSummary({ drivers }: AdditionalDriversSummaryProps) {
  const { t } = useLingui();
  return (
    <section aria-label={t`Additional drivers`}>
      <SummaryTitle>
        <Trans>Additional drivers</Trans>
      </SummaryTitle>
      {drivers.map((driver, index) => {
        const number = index + 1;
        const name = `${driver.firstName} ${driver.lastName}`;
        return (
          <Fragment key={index}>
            <DriverTitle>
              <Trans>
                Additional driver {number}: {name}
              </Trans>
            </DriverTitle>
            <DriverDetailsList driver={driver} />
          </Fragment>
        );
      })}
    </section>
  );
}
