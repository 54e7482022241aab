import type { Meta } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { db, issueEmailToken, loading } from '@rentacar/mocks';
import {
  type Canvas,
  EDITABLE_CUSTOMER,
  fillFields,
  FIRST_SCREEN,
  onPhone,
  type PageStory,
  pageStory,
} from '../../shell/stories/pageStory';

export default {
  title: 'App/Site/Reset Password',
  tags: ['!autodocs'],
} satisfies Meta;

const path = '/reset-password?token=story-token';

const findForm = async (canvas: Canvas) =>
  within(await canvas.findByRole('form', { name: 'Reset Password' }, FIRST_SCREEN));

const newPassword = { 'New Password': 'Better#2027', 'Password Confirm': 'Better#2027' };

export const Empty: PageStory = {
  ...pageStory({ path }),
  play: async ({ canvas }) => {
    const form = await findForm(canvas);
    await expect(form.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
  },
};

export const EmptyOnPhone: PageStory = onPhone(Empty);

export const ValidationErrors: PageStory = {
  ...pageStory({ path }),
  play: async ({ canvas, userEvent }) => {
    const form = await findForm(canvas);
    await fillFields(form, userEvent, { 'New Password': 'short', 'Password Confirm': 'other' });
    await userEvent.tab();
    await expect(await form.findByText('Must be at least 8 characters')).toBeVisible();
    await expect(form.getByText("Password fields doesn't match")).toBeVisible();
  },
};

export const Busy: PageStory = {
  ...pageStory({ path, overrides: [loading('resetPassword')] }),
  play: async ({ canvas, userEvent }) => {
    const form = await findForm(canvas);
    await fillFields(form, userEvent, newPassword);
    await userEvent.click(form.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() =>
      expect(form.getByRole('button', { name: /Reset Password/ })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
  },
};

/**
 * The story's token was never issued: the mock answers as for an expired or used one. That the
 * entries stay, the RTL test checks.
 */
export const ResetFailed: PageStory = {
  ...pageStory({ path }),
  play: async ({ canvas, userEvent }) => {
    const form = await findForm(canvas);
    await fillFields(form, userEvent, newPassword);
    await userEvent.click(form.getByRole('button', { name: 'Reset Password' }));
    await expect(
      await canvas.findByText('Password reset link is invalid or has expired'),
    ).toBeInTheDocument();
  },
};

let issuedToken = '';

/** A link the mock issued, as its reset e-mail carries it. Where it leads, the RTL test checks. */
export const Reset: PageStory = {
  ...pageStory({
    path: () => `/reset-password?token=${issuedToken}`,
    arrange: () => {
      const customer = db.users.all().find((user) => user.email === EDITABLE_CUSTOMER)!;
      issuedToken = issueEmailToken('passwordReset', customer, 30 * 60_000);
    },
  }),
  play: async ({ canvas, userEvent }) => {
    const form = await findForm(canvas);
    await fillFields(form, userEvent, newPassword);
    await userEvent.click(form.getByRole('button', { name: 'Reset Password' }));
    await expect(await canvas.findByText('Your password is updated')).toBeInTheDocument();
  },
};
