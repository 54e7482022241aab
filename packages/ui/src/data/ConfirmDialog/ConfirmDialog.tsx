import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { showHostText, type HostText } from '../../i18n/hostText';
import {
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { Button, type ButtonVariant } from '../../shell/Button';
import { Actions, Dialog, Text, Title } from './styles';

/**
 * Its texts are the host's strings or the library's messages (the presets below), which show in
 * the active language.
 */
export interface ConfirmOptions {
  /** The question, which is also the dialog's accessible name. */
  title: HostText;
  /** More detail below the question. */
  text?: HostText;
  /** What confirming entails, below the detail (e.g. a `CancellationFeeNotice`). */
  notice?: ReactNode;
  /** The confirm button's text (default: 'Yes'). */
  confirmLabel?: HostText;
  /** The cancel button's text (default: 'Cancel'). */
  cancelLabel?: HostText;
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
  title: msg`Are you sure to delete?`,
  text: msg`You won't be able to revert this!`,
  confirmLabel: msg`Delete`,
  confirmVariant: 'danger',
};

export const cancelReservationConfirmation: ConfirmOptions = {
  title: msg`Are you sure to cancel?`,
  text: msg`You won't be able to revert this!`,
  confirmLabel: msg`Yes, cancel it`,
  confirmVariant: 'danger',
};

export const logoutConfirmation: ConfirmOptions = {
  title: msg`Are you sure to logout?`,
  confirmLabel: msg`Logout`,
};

/**
 * A modal confirmation on the native `<dialog>`: `showModal` makes the page behind it inert (focus
 * stays inside), Escape cancels, and focus returns to where it was when the dialog closes.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  notice,
  confirmLabel = msg`Yes`,
  cancelLabel = msg`Cancel`,
  confirmVariant = 'primary',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { i18n } = useLingui();
  const show = (hostText: HostText) => showHostText(i18n, hostText);
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
          <Title id={`${id}-title`}>{show(title)}</Title>
          {text && <Text id={`${id}-text`}>{show(text)}</Text>}
          {notice}
          <Actions>
            <Button variant="secondary" onClick={onCancel} autoFocus>
              {show(cancelLabel)}
            </Button>
            <Button variant={confirmVariant} onClick={onConfirm}>
              {show(confirmLabel)}
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
