import { API_MESSAGES } from '@rentacar/contract';
import { ApiError, unwrap } from '@rentacar/api';
import type { AccountDeletionRefusal } from '@rentacar/ui';
import { api } from '../../shell/api/client';
import { saveBlob } from '../downloads/downloads';

/** GET /user/data: everything kept about the signed-in user, saved as my-data.json. */
export async function saveMyData(): Promise<void> {
  const blob = await unwrap(api.GET('/user/data', { parseAs: 'blob' }));
  saveBlob(blob, 'my-data.json');
}

/**
 * POST /user/delete with the account's password. A refusal the deletion form shows in place
 * (a wrong password, upcoming reservations) resolves as that refusal; success resolves undefined.
 */
export async function deleteMyAccount(
  password: string,
): Promise<AccountDeletionRefusal | undefined> {
  try {
    await unwrap(api.POST('/user/delete', { body: { password } }));
    return undefined;
  } catch (error) {
    if (error instanceof ApiError && error.message === API_MESSAGES.wrongPassword) {
      return 'wrongPassword';
    }
    if (
      error instanceof ApiError &&
      error.message === API_MESSAGES.accountHasUpcomingReservations
    ) {
      return 'upcomingReservations';
    }
    throw error;
  }
}
