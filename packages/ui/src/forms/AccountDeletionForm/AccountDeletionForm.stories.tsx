import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { expectAlerts, expectFitsPhone, touchFields } from '../testing/storyChecks';
import { AccountDeletionForm } from './AccountDeletionForm';

const phone = { viewport: { value: 'xs', isRotated: false } };

const meta = {
  title: 'Library/Forms/AccountDeletionForm',
  component: AccountDeletionForm,
  args: { onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof AccountDeletionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed yet: the button waits for the password. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Delete my account' })).toBeVisible();
    await expect(canvas.getByText(/Your past rentals stay in our records/)).toBeVisible();
    await expect(canvas.getByLabelText('Password')).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Delete my account' })).toBeDisabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const RequiredMessages: Story = {
  play: async ({ canvas, userEvent }) => {
    await touchFields(canvas, userEvent, ['Password']);
    await expectAlerts(canvas, ['Please enter your password']);
  },
};

/** The password goes to the host, which sends the deletion. */
export const Submitted: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Password'), 'Secret#2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete my account' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ password: 'Secret#2026' });
  },
};

export const WrongPassword: Story = {
  args: { refusal: 'wrongPassword' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your password is not correct');
  },
};

export const UpcomingReservations: Story = {
  args: {
    refusal: 'upcomingReservations',
    reservationsLink: <a href="#reservations">Your reservations</a>,
  },
  parameters: {
    docs: {
      source: {
        code: `<AccountDeletionForm
  refusal="upcomingReservations"
  reservationsLink={<Link to="/user/reservations">Your reservations</Link>}
  onSubmit={deleteAccount}
/>`,
      },
    },
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(
      'Cancel your upcoming reservations before deleting your account',
    );
    await expect(canvas.getByRole('link', { name: 'Your reservations' })).toHaveAttribute(
      'href',
      '#reservations',
    );
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Password'), 'Secret#2026');
    await expect(canvas.getByRole('button', { name: /Delete my account/ })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Please wait');
  },
};

export const BuiltIn: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Delete my account' })).toBeDisabled();
  },
};

export const UpcomingReservationsOnPhone: Story = {
  ...UpcomingReservations,
  globals: phone,
  play: async (context) => {
    await UpcomingReservations.play!(context);
    await expectFitsPhone();
  },
};

export const WrongPasswordOnPhone: Story = {
  ...WrongPassword,
  globals: phone,
  play: async (context) => {
    await WrongPassword.play!(context);
    await expectFitsPhone();
  },
};
