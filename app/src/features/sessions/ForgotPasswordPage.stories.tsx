import type { Meta } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { loading, serverError } from '@rentacar/mocks';
import {
  type Canvas,
  EDITABLE_CUSTOMER,
  FIRST_SCREEN,
  onPhone,
  type PageStory,
  pageStory,
} from '../../shell/stories/pageStory';

export default {
  title: 'App/Site/Forgot Password',
  tags: ['!autodocs'],
} satisfies Meta;

const findForm = async (canvas: Canvas) =>
  within(await canvas.findByRole('form', { name: 'Forgot password?' }, FIRST_SCREEN));

const sentMessage = 'If an account exists for this e-mail, a password reset link is on its way';

export const Empty: PageStory = {
  ...pageStory({ path: '/forgot-password' }),
  play: async ({ canvas }) => {
    const form = await findForm(canvas);
    await expect(form.getByRole('button', { name: 'Send Reset Link' })).toBeDisabled();
    await expect(form.getByRole('link', { name: 'Back to Login' })).toHaveAttribute(
      'href',
      '/auth?type=login',
    );
  },
};

export const EmptyOnPhone: PageStory = onPhone(Empty);

export const ValidationErrors: PageStory = {
  ...pageStory({ path: '/forgot-password' }),
  play: async ({ canvas, userEvent }) => {
    const form = await findForm(canvas);
    await userEvent.type(form.getByLabelText('Email'), 'emily@');
    await userEvent.tab();
    await expect(await form.findByText('Please enter your email')).toBeVisible();
  },
};

export const Busy: PageStory = {
  ...pageStory({ path: '/forgot-password', overrides: [loading('requestPasswordReset')] }),
  play: async ({ canvas, userEvent }) => {
    const form = await findForm(canvas);
    await userEvent.type(form.getByLabelText('Email'), EDITABLE_CUSTOMER);
    await userEvent.click(form.getByRole('button', { name: 'Send Reset Link' }));
    await waitFor(() =>
      expect(form.getByRole('button', { name: /Send Reset Link/ })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
  },
};

export const SendFailed: PageStory = {
  ...pageStory({
    path: '/forgot-password',
    overrides: [serverError('requestPasswordReset', { status: 429, message: 'Too many requests' })],
  }),
  play: async ({ canvas, userEvent }) => {
    const form = await findForm(canvas);
    await userEvent.type(form.getByLabelText('Email'), EDITABLE_CUSTOMER);
    await userEvent.click(form.getByRole('button', { name: 'Send Reset Link' }));
    await expect(await canvas.findByText('Too many requests')).toBeInTheDocument();
    await expect(form.getByLabelText('Email')).toHaveValue(EDITABLE_CUSTOMER);
  },
};

export const Sent: PageStory = {
  ...pageStory({ path: '/forgot-password' }),
  play: async ({ canvas, userEvent }) => {
    const form = await findForm(canvas);
    await userEvent.type(form.getByLabelText('Email'), EDITABLE_CUSTOMER);
    await userEvent.click(form.getByRole('button', { name: 'Send Reset Link' }));
    await expect(await canvas.findByText(sentMessage)).toHaveAttribute('role', 'status');
  },
};
