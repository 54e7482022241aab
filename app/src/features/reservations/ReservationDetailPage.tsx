import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { type ReservationDetail } from '@rentacar/contract';
import { isCancellable, officeTimeZone } from '@rentacar/rules';
import { useBranches } from '../branches/branches';
import { useRentalRules } from '../policies/policies';
import { cancellationFeeInCents, isChangeWindowOpen } from '@rentacar/rules/rentalRules';
import { storedInstant } from '@rentacar/rules/branches';
import { fromCents, toCents } from '@rentacar/rules/money';
import {
  CancellationFeeNotice,
  cancelReservationConfirmation,
  PageHeader,
  PageSection,
  AdditionalDriversSummary,
  ReservationHistory,
  ReservationOverview,
  useConfirm,
} from '@rentacar/ui';
import { storedImageSrcSet, storedImageUrl } from '../../shell/api/storedImages';
import { cancelOwnReservation, useOwnReservation } from './reservations';
import { ReservationChange } from './ReservationChange';
import { RecordView } from '../../shell/RecordView';
import { useIdParam } from '../../shell/useIdParam';
import { useSave } from '../../shell/useSave';
import { PageMeta } from '../../shell/PageMeta';
import { useLingui } from '@lingui/react/macro';

export default function ReservationDetailPage() {
  const { t } = useLingui();
  const reservationId = useIdParam('reservationId');
  const query = useOwnReservation(reservationId);
  return (
    <RecordView id={reservationId} query={query} loadingLabel={t`Loading reservation`}>
      {(reservation) => (
        <ReservationDetails
          reservation={reservation}
          onChanged={async () => {
            await query.mutate();
          }}
        />
      )}
    </RecordView>
  );
}

function ReservationDetails({
  reservation,
  onChanged,
}: {
  reservation: ReservationDetail;
  onChanged: () => Promise<void>;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { confirm, dialog } = useConfirm();
  const { busy: cancelling, save } = useSave();
  const { car } = reservation;

  const rentalRules = useRentalRules();
  const branches = useBranches();
  const [changing, setChanging] = useState(false);

  const pickUpAt = () => {
    const branch = branches.data?.find(({ id }) => id === reservation.pickUpBranchId);
    return storedInstant(reservation.pickUpTime, branch?.timeZone ?? officeTimeZone());
  };
  // Offered once the rules are known, while the change window (the free cancellation's) is open.
  const changeable =
    isCancellable(reservation) &&
    rentalRules.data !== undefined &&
    isChangeWindowOpen(rentalRules.data, pickUpAt());

  /**
   * What cancelling now costs under the rules, on the pick-up branch's clock (as the API counts),
   * with the rules and branches loaded first if they are not yet; undefined if they cannot be.
   */
  const feeNow = async () => {
    const [rules, allBranches] = await Promise.all([
      rentalRules.data ?? rentalRules.mutate(),
      branches.data ?? branches.mutate(),
    ]);
    if (rules === undefined) return undefined;
    const branch = allBranches?.find(({ id }) => id === reservation.pickUpBranchId);
    return fromCents(
      cancellationFeeInCents(rules, {
        pickUpAt: storedInstant(reservation.pickUpTime, branch?.timeZone ?? officeTimeZone()),
        totalPriceInCents: toCents(reservation.totalPrice),
      }),
    );
  };

  const cancel = async () => {
    const fee = await feeNow().catch(() => undefined);
    const notice = fee === undefined ? undefined : <CancellationFeeNotice fee={fee} />;
    if (!(await confirm({ ...cancelReservationConfirmation, notice }))) return;
    await save(() => cancelOwnReservation(reservation.id), {
      success: t`Reservation is cancelled`,
      onSaved: onChanged,
    });
  };

  return (
    <>
      <PageMeta title={t`Reservation of ${car.model}`} />
      <PageHeader title={car.model} />
      <PageSection label={t`Reservation`}>
        <ReservationOverview
          reservation={reservation}
          vehicle={car}
          imageUrl={storedImageUrl(car.image[0])}
          imageSrcSet={storedImageSrcSet(car)}
          onBack={() => void navigate(-1)}
          onCancel={isCancellable(reservation) ? () => void cancel() : undefined}
          cancelling={cancelling}
          onChange={changeable && !changing ? () => setChanging(true) : undefined}
        />
        {changing && (
          <ReservationChange
            reservation={reservation}
            onClose={() => setChanging(false)}
            onChanged={onChanged}
          />
        )}
        {dialog}
        {reservation.additionalDrivers.length > 0 && (
          <AdditionalDriversSummary drivers={reservation.additionalDrivers} />
        )}
        <ReservationHistory changes={reservation.changes} />
      </PageSection>
    </>
  );
}
