import { useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { DriverDetails } from '@rentacar/contract';
import { unwrap } from '@rentacar/api';
import { driverDetailsProblem, officeToday } from '@rentacar/rules/drivers';
import type { DriverDetailsCheck, DriverDetailsValues } from '@rentacar/ui';
import { translateApiMessage } from '../../shell/api/apiMessages';
import { api } from '../../shell/api/client';

/** PUT /user/driver: the signed-in user's driver details, which their bookings are judged by. */
export const updateDriverDetails = (details: DriverDetails) =>
  unwrap(api.PUT('/user/driver', { body: details }));

/**
 * The shared rule of driver details (`driverDetailsProblem`) for the profile's form: the field it
 * refuses, with its reason in the active language, before the details are sent.
 */
export function useDriverDetailsCheck(): DriverDetailsCheck {
  const { i18n } = useLingui();
  return useCallback(
    (values) => {
      const problem = driverDetailsProblem(values, officeToday());
      if (problem === undefined) return undefined;
      const { parameter, reason } = problem;
      // The reason as the API would answer it, translated; under its field, without the name.
      const message = translateApiMessage(i18n, `${parameter}: ${reason}`);
      return {
        field: parameter as keyof DriverDetailsValues,
        message: message.slice(parameter.length + 2),
      };
    },
    [i18n],
  );
}
