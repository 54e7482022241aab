import { useCallback, useId, useLayoutEffect, useRef, useState, type SyntheticEvent } from 'react';
import { Button, type ButtonVariant } from '../../shell/Button';
import { Actions, Dialog, Text, Title } from './styles';

export interface ConfirmOptions {
  /** The question, which is also the dialog's accessible name. */
  title: string;
  /** More detail below the question. */
  text?: string;
  /** The confirm button's text. */
  confirmLabel?: string;
  /** The cancel button's text. */
  cancelLabel?: string;
  /** The confirm button's style, e.g. `danger` for a deletion. */
  confirmVariant?: ButtonVariant;
}

export interface ConfirmDialogProps extends ConfirmOptions {
  /** Shows the dialog (modal, focus kept inside until it closes). */
  open: boolean;
  /** The user confirmed. */
  onConfirm: () => void;
  /** Cancel button, Escape. */
  onCancel: () => void;
}

export const deleteConfirmation: ConfirmOptions = {
  title: 'Are you sure to delete?',
  text: "You won't be able to revert this!",
  confirmLabel: 'Delete',
  confirmVariant: 'danger',
};

export const cancelReservationConfirmation: ConfirmOptions = {
  title: 'Are you sure to cancel?',
  text: "You won't be able to revert this!",
  confirmLabel: 'Yes, cancel it',
  confirmVariant: 'danger',
};

export const logoutConfirmation: ConfirmOptions = {
  title: 'Are you sure to logout?',
  confirmLabel: 'Logout',
};

/**
 * A modal confirmation on the native `<dialog>`: `showModal` makes the page behind it inert (focus
 * stays inside), Escape cancels, and focus returns to where it was when the dialog closes.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel = 'Yes',
  cancelLabel = 'Cancel',
  confirmVariant = 'primary',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  // A layout effect: the dialog is modal in the commit that renders it open, before the browser
  // paints or anything else runs (a passive effect left one frame, and any code in between, with
  // a closed dialog; the static Storybook's play functions saw it so).
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusTo.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
      returnFocusTo.current?.focus();
    }
  }, [open]);

  // The parent owns `open`: a close request (Escape) only asks it to cancel.
  const requestCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    onCancel();
  };

  return (
    <Dialog
      ref={dialogRef}
      aria-labelledby={`${id}-title`}
      aria-describedby={text ? `${id}-text` : undefined}
      onCancel={requestCancel}
      onKeyDown={(event) => {
        if (event.key === 'Escape') requestCancel(event);
      }}
    >
      {open && (
        <>
          <Title id={`${id}-title`}>{title}</Title>
          {text && <Text id={`${id}-text`}>{text}</Text>}
          <Actions>
            <Button variant="secondary" onClick={onCancel} autoFocus>
              {cancelLabel}
            </Button>
            <Button variant={confirmVariant} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </Actions>
        </>
      )}
    </Dialog>
  );
}

interface PendingConfirmation {
  options: ConfirmOptions;
  resolve: (confirmed: boolean) => void;
}

/**
 * Promise-style confirmation: render `dialog` once, then `if (await confirm(deleteConfirmation))`.
 */
export function useConfirm() {
  const [pending, setPending] = useState<PendingConfirmation | null>(null);
  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => setPending({ options, resolve })),
    [],
  );
  const settle = (confirmed: boolean) => {
    pending?.resolve(confirmed);
    setPending(null);
  };
  const dialog = (
    <ConfirmDialog
      {...(pending?.options ?? { title: '' })}
      open={pending !== null}
      onConfirm={() => settle(true)}
      onCancel={() => settle(false)}
    />
  );
  return { confirm, dialog };
}
