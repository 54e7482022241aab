import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { FieldRoot, Input, Label, Select } from '../../forms/fields/styles';
import { Button } from '../../shell/Button';
import { Dialog, DialogActions, DialogForm, DialogTitle, Refusal } from './styles';

export interface MoveTarget {
  carId: number;
  start: string;
  end: string;
}

export interface MoveDialogProps {
  /** What the dialog moves, e.g. `Jane Doe, booking 12`. */
  subject: string;
  /** Where the booking is now. */
  current: MoveTarget;
  /** The vehicles it may move to. */
  vehicles: readonly { carId: number; label: string }[];
  /** Resolves the refusal's reason, or `undefined` once moved. */
  onMove: (target: MoveTarget) => Promise<string | undefined>;
  onClose: () => void;
}

const minutePrecision = (isoLocal: string) => isoLocal.slice(0, 16);

/** The keyboard's way to do what a drag does: another vehicle, pick-up or drop-off for a booking. */
export function MoveDialog({ subject, current, vehicles, onMove, onClose }: MoveDialogProps) {
  const { t } = useLingui();
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const [carId, setCarId] = useState(String(current.carId));
  const [start, setStart] = useState(minutePrecision(current.start));
  const [end, setEnd] = useState(minutePrecision(current.end));
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    returnFocusTo.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    return () => {
      dialog.close();
      returnFocusTo.current?.focus();
    };
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const reason = await onMove({ carId: Number(carId), start: `${start}:00`, end: `${end}:00` });
    setBusy(false);
    if (reason === undefined) onClose();
    else setRefusal(reason);
  };

  return (
    <Dialog
      ref={dialogRef}
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <DialogTitle id={`${id}-title`}>
        <Trans>Move {subject}</Trans>
      </DialogTitle>
      <DialogForm onSubmit={submit}>
        {refusal !== undefined && <Refusal role="alert">{refusal}</Refusal>}
        <FieldRoot>
          <Label htmlFor={`${id}-car`}>
            <Trans>Vehicle</Trans>
          </Label>
          <Select
            id={`${id}-car`}
            $invalid={false}
            value={carId}
            onChange={(event) => setCarId(event.target.value)}
          >
            {vehicles.map((vehicle) => (
              <option key={vehicle.carId} value={vehicle.carId}>
                {vehicle.label}
              </option>
            ))}
          </Select>
        </FieldRoot>
        <FieldRoot>
          <Label htmlFor={`${id}-start`}>
            <Trans>Pick-up</Trans>
          </Label>
          <Input
            id={`${id}-start`}
            type="datetime-local"
            required
            $invalid={false}
            value={start}
            onChange={(event) => setStart(event.target.value)}
          />
        </FieldRoot>
        <FieldRoot>
          <Label htmlFor={`${id}-end`}>
            <Trans>Drop-off</Trans>
          </Label>
          <Input
            id={`${id}-end`}
            type="datetime-local"
            required
            $invalid={false}
            value={end}
            onChange={(event) => setEnd(event.target.value)}
          />
        </FieldRoot>
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" busy={busy} busyLabel={t`Moving`}>
            <Trans>Move</Trans>
          </Button>
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}
