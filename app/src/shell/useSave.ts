import { useCallback, useState } from 'react';
import { useLingui } from '@lingui/react';
import type { operations } from '@rentacar/contract';
import { notify } from '@rentacar/ui';
import { useRevalidate } from './api/admin';
import { failureMessage } from './api/errors';

export interface SaveOptions<Result> {
  /** The success toast ('Vehicle is created'); none when left out (a login navigates instead). */
  success?: string;
  /**
   * What a failure shows (spec §8): the server's message as an error toast, or only a log entry
   * (the contact form, whose failed send keeps the text for another try).
   */
  failure?: 'toast' | 'log';
  /** Cached operations the change makes stale; they are refetched after a success. */
  revalidate?: (keyof operations)[];
  /** What follows a success while still busy (reload the record, navigate, switch tabs). */
  onSaved?: (result: Result) => unknown;
  /**
   * Shows a failure's message (translated) where the user acted, e.g. in the form refused,
   * instead of the error toast.
   */
  onFailed?: (message: string) => void;
}

/**
 * The one way the app saves, deletes or sends something: `busy` is true while the request and
 * its `onSaved` follow-up run; success shows `success`, a failure the server's message (spec §8)
 * in the active language.
 * `save` resolves whether it succeeded, which is what a library form's submit handler returns to
 * reset itself.
 */
export function useSave() {
  const [busy, setBusy] = useState(false);
  const { i18n } = useLingui();
  const revalidate = useRevalidate();
  const save = useCallback(
    async <Result>(
      request: () => Promise<Result>,
      {
        success,
        failure = 'toast',
        revalidate: stale = [],
        onSaved,
        onFailed,
      }: SaveOptions<Result> = {},
    ): Promise<boolean> => {
      setBusy(true);
      try {
        let result: Result;
        try {
          result = await request();
        } catch (error) {
          if (failure === 'toast') {
            // Loaded with the first failure: the messages' translations are no first-visit cost.
            const { translateApiMessage } = await import('./api/apiMessages');
            const message = translateApiMessage(i18n, failureMessage(error));
            if (onFailed === undefined) notify.error(message);
            else onFailed(message);
          } else console.error(error);
          return false;
        }
        if (success !== undefined) notify.success(success);
        if (stale.length > 0) void revalidate(...stale);
        await onSaved?.(result);
        return true;
      } finally {
        setBusy(false);
      }
    },
    [i18n, revalidate],
  );
  return { busy, save };
}
