import type { Meta } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { db, loading, serverError } from '@rentacar/mocks';
import {
  type Canvas,
  clearField,
  EDITABLE_CUSTOMER,
  fillFields,
  FIRST_SCREEN,
  type PageStory,
  pageStory,
  type StoryUser,
  onPhone,
} from '../../shell/stories/pageStory';

export default {
  title: 'App/Account/Profile',
  tags: ['!autodocs'],
} satisfies Meta;

const findForms = async (canvas: Canvas) => {
  const profile = within(await canvas.findByRole('form', { name: 'Update Profile' }, FIRST_SCREEN));
  return { profile, password: within(canvas.getByRole('form', { name: 'Update Password' })) };
};

/** The e-mail confirmation banner, a chunk of its own that may arrive after the forms. */
const findConfirmationBanner = (canvas: Canvas) =>
  canvas.findByRole('region', { name: 'E-mail confirmation' }, FIRST_SCREEN);

const profileStory = (overrides = [] as Parameters<typeof pageStory>[0]['overrides']) =>
  pageStory({ path: '/user', as: EDITABLE_CUSTOMER, overrides });

/** Avatar, full name and e-mail; the profile form filled in, both Update buttons disabled. */
export const Loaded: PageStory = {
  ...profileStory(),
  play: async ({ canvas }) => {
    const { profile, password } = await findForms(canvas);
    const identity = within(canvas.getByRole('region', { name: 'Profile' }));
    await expect(identity.getByText('Emily Carter')).toBeVisible();
    await expect(identity.getByText(EDITABLE_CUSTOMER)).toBeVisible();
    await expect(profile.getByLabelText('First Name')).toHaveValue('Emily');
    await expect(profile.getByLabelText('Email')).toHaveAttribute('readonly');
    await expect(profile.getByRole('button', { name: 'Update' })).toBeDisabled();
    await expect(password.getByRole('button', { name: 'Update' })).toBeDisabled();
  },
};

export const LoadedOnPhone: PageStory = onPhone(Loaded);

/** The profile saved: its toast. That the new name shows everywhere, the RTL test checks. */
export const ProfileUpdated: PageStory = {
  ...profileStory(),
  play: async ({ canvas, userEvent }) => {
    const { profile } = await findForms(canvas);
    await clearField(userEvent, profile.getByLabelText('First Name'));
    await userEvent.type(profile.getByLabelText('First Name'), 'Emilia');
    await userEvent.click(profile.getByRole('button', { name: 'Update' }));
    await expect(await canvas.findByText('Your profile was updated')).toBeInTheDocument();
  },
};

export const ProfileBusy: PageStory = {
  ...profileStory([loading('updateCurrentUser')]),
  play: async ({ canvas, userEvent }) => {
    const { profile } = await findForms(canvas);
    await userEvent.type(profile.getByLabelText('Address'), ' Apt 2');
    await userEvent.click(profile.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(profile.getByRole('button', { name: /Update/ })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

export const ProfileValidationErrors: PageStory = {
  ...profileStory(),
  play: async ({ canvas, userEvent }) => {
    const { profile } = await findForms(canvas);
    await clearField(userEvent, profile.getByLabelText('First Name'));
    await clearField(userEvent, profile.getByLabelText('Zip Code'));
    await userEvent.tab();
    await expect(await profile.findByText('Please enter your first name')).toBeVisible();
    await expect(profile.getByText('Please enter your zip code')).toBeVisible();
    await expect(profile.getByRole('button', { name: 'Update' })).toBeDisabled();
  },
};

export const ProfileUpdateFailed: PageStory = {
  ...profileStory([
    serverError('updateCurrentUser', {
      status: 400,
      message: "You don't have any permission to change this data",
    }),
  ]),
  play: async ({ canvas, userEvent }) => {
    const { profile } = await findForms(canvas);
    await userEvent.type(profile.getByLabelText('Address'), ' Apt 2');
    await userEvent.click(profile.getByRole('button', { name: 'Update' }));
    await expect(
      await canvas.findByText("You don't have any permission to change this data"),
    ).toBeInTheDocument();
  },
};

/** Sends the password form with `current` as the current password and a valid new one. */
async function changePassword(canvas: Canvas, user: StoryUser, current: string) {
  const { password } = await findForms(canvas);
  await fillFields(password, user, {
    'Current Password': current,
    'New Password': 'Renewed#2026',
    'Password Confirm': 'Renewed#2026',
  });
  await user.click(password.getByRole('button', { name: 'Update' }));
}

/** The password changed: its toast. That the form clears, the RTL test checks. */
export const PasswordUpdated: PageStory = {
  ...profileStory(),
  play: async ({ canvas, userEvent }) => {
    await changePassword(canvas, userEvent, 'Rentacar#2024');
    await expect(await canvas.findByText('Your password is updated')).toBeInTheDocument();
  },
};

export const PasswordValidationErrors: PageStory = {
  ...profileStory(),
  play: async ({ canvas, userEvent }) => {
    const { password } = await findForms(canvas);
    await userEvent.click(password.getByLabelText('Current Password'));
    await fillFields(password, userEvent, {
      'New Password': 'lowercase',
      'Password Confirm': 'different',
    });
    await userEvent.tab();
    await expect(await password.findByText('Please enter your current password')).toBeVisible();
    await expect(password.getByText("Password fields doesn't match")).toBeVisible();
  },
};

export const PasswordChangeFailed: PageStory = {
  ...profileStory(),
  play: async ({ canvas, userEvent }) => {
    await changePassword(canvas, userEvent, 'NotMine#999');
    await expect(await canvas.findByText('Your passwords are not matched')).toBeInTheDocument();
  },
};

/** A visitor is sent to the login tab. */
export const LoggedOut: PageStory = {
  ...pageStory({ path: '/user' }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('tab', { name: 'Login', selected: true }, FIRST_SCREEN),
    ).toBeVisible();
  },
};

/** The e-mail confirmation state: confirmed (the demo customer), nothing to do. */
export const EmailConfirmed: PageStory = {
  ...profileStory(),
  play: async ({ canvas }) => {
    await findForms(canvas);
    await expect(await findConfirmationBanner(canvas)).toHaveTextContent(
      `Your e-mail address ${EDITABLE_CUSTOMER} is confirmed.`,
    );
    await expect(canvas.queryByRole('button', { name: 'Send again' })).toBeNull();
  },
};

const unconfirmedStory = (overrides = [] as Parameters<typeof pageStory>[0]['overrides']) =>
  pageStory({
    path: '/user',
    as: EDITABLE_CUSTOMER,
    overrides,
    arrange: () => {
      const customer = db.users.all().find((user) => user.email === EDITABLE_CUSTOMER)!;
      db.users.update(customer.id, { emailConfirmed: false });
    },
  });

/**
 * Unconfirmed: the site's banner above the profile asks, once. What Send again does, the RTL test
 * (passwordReset.test) checks.
 */
export const EmailUnconfirmed: PageStory = {
  ...unconfirmedStory(),
  play: async ({ canvas }) => {
    await findForms(canvas);
    const banner = await findConfirmationBanner(canvas);
    await expect(banner).toHaveTextContent(
      `Please confirm your e-mail address ${EDITABLE_CUSTOMER}`,
    );
    await expect(within(banner).getByRole('button', { name: 'Send again' })).toBeEnabled();
  },
};

export const EmailUnconfirmedOnPhone: PageStory = onPhone(EmailUnconfirmed);

export const SendAgainBusy: PageStory = {
  ...unconfirmedStory([loading('resendEmailConfirmation')]),
  play: async ({ canvas, userEvent }) => {
    await findForms(canvas);
    const banner = await findConfirmationBanner(canvas);
    await userEvent.click(within(banner).getByRole('button', { name: 'Send again' }));
    await waitFor(() =>
      expect(within(banner).getByRole('button', { name: /Send again/ })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
  },
};

export const SendAgainFailed: PageStory = {
  ...unconfirmedStory([
    serverError('resendEmailConfirmation', { status: 429, message: 'Too many requests' }),
  ]),
  play: async ({ canvas, userEvent }) => {
    await findForms(canvas);
    const banner = await findConfirmationBanner(canvas);
    await userEvent.click(within(banner).getByRole('button', { name: 'Send again' }));
    await expect(await canvas.findByText('Too many requests')).toBeInTheDocument();
    await expect(within(banner).queryByText(/We sent a new link/)).toBeNull();
  },
};

const findDriverForm = async (canvas: Canvas) =>
  within(await canvas.findByRole('form', { name: 'Driver details' }, FIRST_SCREEN));

/** The driver details saved: the toast, and the form pristine with the new country. */
export const DriverDetailsUpdated: PageStory = {
  ...profileStory(),
  play: async ({ canvas, userEvent }) => {
    const driver = await findDriverForm(canvas);
    await clearField(userEvent, driver.getByLabelText('Issuing country'));
    await userEvent.type(driver.getByLabelText('Issuing country'), 'CA');
    await userEvent.click(driver.getByRole('button', { name: 'Save driver details' }));
    await expect(await canvas.findByText('Your driver details were saved')).toBeInTheDocument();
    await waitFor(() =>
      expect(driver.getByRole('button', { name: 'Save driver details' })).toBeDisabled(),
    );
    await expect(driver.getByLabelText('Issuing country')).toHaveValue('CA');
  },
};

/** A licence expiring before its issue: the shared rule's words under the field, no save. */
export const DriverDetailsValidationErrors: PageStory = {
  ...profileStory(),
  play: async ({ canvas, userEvent }) => {
    const driver = await findDriverForm(canvas);
    const expires = driver.getByLabelText('License expires on');
    await clearField(userEvent, expires);
    await userEvent.type(expires, '1990-01-01');
    await userEvent.tab();
    await expect(await driver.findByText('must be after licenseIssuedOn')).toHaveAttribute(
      'role',
      'alert',
    );
    await expect(driver.getByRole('button', { name: 'Save driver details' })).toBeDisabled();
  },
};

export const DriverDetailsValidationErrorsOnPhone: PageStory = onPhone(
  DriverDetailsValidationErrors,
);

const findDeletionForm = async (canvas: Canvas) =>
  within(await canvas.findByRole('form', { name: 'Delete my account' }, FIRST_SCREEN));

/** Confirms the deletion with `password`. */
async function deleteAccount(canvas: Canvas, user: StoryUser, password: string) {
  const deletion = await findDeletionForm(canvas);
  await user.type(deletion.getByLabelText('Password'), password);
  await user.click(deletion.getByRole('button', { name: 'Delete my account' }));
  return deletion;
}

/** The customer without reservations to come, as after cancelling them. */
const withoutUpcomingReservations = () => {
  const customer = db.users.all().find((user) => user.email === EDITABLE_CUSTOMER)!;
  for (const reservation of db.reservations.all()) {
    if (reservation.userId === customer.id && reservation.status === 'CREATED') {
      db.reservations.update(reservation.id, { status: 'CANCELLED' });
    }
  }
};

/** The customer still has bookings to come: the refusal and a link to cancel them. */
export const DeleteRefusedForUpcomingReservations: PageStory = {
  ...profileStory(),
  play: async ({ canvas, userEvent }) => {
    const deletion = await deleteAccount(canvas, userEvent, 'Rentacar#2024');
    await expect(await deletion.findByRole('alert')).toHaveTextContent(
      'Cancel your upcoming reservations before deleting your account',
    );
    await expect(deletion.getByRole('link', { name: 'Your reservations' })).toHaveAttribute(
      'href',
      '/user/reservations',
    );
  },
};

export const DeleteRefusedForUpcomingReservationsOnPhone: PageStory = onPhone(
  DeleteRefusedForUpcomingReservations,
);

export const DeleteFailed: PageStory = {
  ...pageStory({ path: '/user', as: EDITABLE_CUSTOMER, arrange: withoutUpcomingReservations }),
  play: async ({ canvas, userEvent }) => {
    const deletion = await deleteAccount(canvas, userEvent, 'NotMine#999');
    await expect(await deletion.findByRole('alert')).toHaveTextContent(
      'Your password is not correct',
    );
  },
};

export const DeleteBusy: PageStory = {
  ...profileStory([loading('deleteMyAccount')]),
  play: async ({ canvas, userEvent }) => {
    const deletion = await deleteAccount(canvas, userEvent, 'Rentacar#2024');
    await waitFor(() =>
      expect(deletion.getByRole('button', { name: /Delete my account/ })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
  },
};

/** Deleted: its toast, on the home page. That the session is gone, the RTL test checks. */
export const Deleted: PageStory = {
  ...pageStory({ path: '/user', as: EDITABLE_CUSTOMER, arrange: withoutUpcomingReservations }),
  play: async ({ canvas, userEvent }) => {
    await deleteAccount(canvas, userEvent, 'Rentacar#2024');
    await expect(await canvas.findByText('Your account was deleted')).toBeInTheDocument();
  },
};

export const DownloadBusy: PageStory = {
  ...profileStory([loading('downloadMyData')]),
  play: async ({ canvas, userEvent }) => {
    const data = within(await canvas.findByRole('region', { name: 'Your data' }, FIRST_SCREEN));
    await userEvent.click(data.getByRole('button', { name: 'Download my data' }));
    await waitFor(() =>
      expect(data.getByRole('button', { name: /Download my data/ })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
  },
};
