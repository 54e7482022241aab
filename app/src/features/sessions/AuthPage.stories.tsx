import type { Meta } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { loading } from '@rentacar/mocks';
import { emailTakenMessage } from '@rentacar/contract';
import {
  type Canvas,
  CUSTOMER,
  fillFields,
  findUserMenu,
  FIRST_SCREEN,
  type PageStory,
  pageStory,
  type StoryUser,
  onPhone,
} from '../../shell/stories/pageStory';

export default {
  title: 'App/Site/Auth',
  tags: ['!autodocs'],
} satisfies Meta;

const findForm = async (canvas: Canvas, name: 'Login' | 'Register') => {
  await canvas.findByRole('tab', { name, selected: true }, FIRST_SCREEN);
  return within(canvas.getByRole('form', { name }));
};

export const LoginTab: PageStory = {
  ...pageStory({ path: '/auth?type=login' }),
  play: async ({ canvas }) => {
    const form = await findForm(canvas, 'Login');
    await expect(form.getByRole('button', { name: 'Login' })).toBeDisabled();
    const card = within(canvas.getByRole('main'));
    await expect(card.getByRole('button', { name: 'Back' })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  },
};

export const LoginTabOnPhone: PageStory = onPhone(LoginTab);

export const RegisterTab: PageStory = {
  ...pageStory({ path: '/auth?type=register' }),
  play: async ({ canvas }) => {
    const form = await findForm(canvas, 'Register');
    await expect(form.getByLabelText('Confirm Password')).toBeVisible();
  },
};

export const LoginValidationErrors: PageStory = {
  ...pageStory({ path: '/auth?type=login' }),
  play: async ({ canvas, userEvent }) => {
    const form = await findForm(canvas, 'Login');
    await userEvent.click(form.getByLabelText('Email'));
    await userEvent.click(form.getByLabelText('Password'));
    await userEvent.tab();
    await expect(await form.findByText('Please enter your email')).toBeVisible();
    await expect(form.getByText('Please enter your password')).toBeVisible();
  },
};

export const RegisterValidationErrors: PageStory = {
  ...pageStory({ path: '/auth?type=register' }),
  play: async ({ canvas, userEvent }) => {
    const form = await findForm(canvas, 'Register');
    await fillFields(form, userEvent, { Password: 'short', 'Confirm Password': 'other' });
    await userEvent.tab();
    await expect(await form.findByText('Must be at least 8 characters')).toBeVisible();
    await expect(form.getByText("Password fields don't match")).toBeVisible();
  },
};

export const LoginFailed: PageStory = {
  ...pageStory({ path: '/auth?type=login' }),
  play: async ({ canvas, userEvent }) => {
    const form = await findForm(canvas, 'Login');
    await fillFields(form, userEvent, { Email: 'customer@example.com', Password: 'Wrong#12345' });
    await userEvent.click(form.getByRole('button', { name: 'Login' }));
    await expect(await canvas.findByText('Bad credentials')).toBeInTheDocument();
  },
};

export const LoginBusy: PageStory = {
  ...pageStory({ path: '/auth?type=login', overrides: [loading('login')] }),
  play: async ({ canvas, userEvent }) => {
    const form = await findForm(canvas, 'Login');
    await fillFields(form, userEvent, { Email: 'customer@example.com', Password: 'Customer#1234' });
    await userEvent.click(form.getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(form.getByRole('button', { name: /Login/ })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

/** Logged in: the user's name in the navbar. That the app goes home, the RTL test checks. */
export const LoggedIn: PageStory = {
  ...pageStory({ path: '/auth?type=login' }),
  play: async ({ canvas, userEvent }) => {
    const form = await findForm(canvas, 'Login');
    await fillFields(form, userEvent, { Email: 'customer@example.com', Password: 'Customer#1234' });
    await userEvent.click(form.getByRole('button', { name: 'Login' }));
    await expect(await findUserMenu(canvas, userEvent, 'Jordan Bailey')).toBeVisible();
  },
};

/** Fills the register form as a new customer would, with the e-mail given, and sends it. */
async function register(canvas: Canvas, user: StoryUser, email: string) {
  const form = await findForm(canvas, 'Register');
  await fillFields(form, user, {
    'First Name': 'Nora',
    'Last Name': 'Quinn',
    'Phone Number': '3125550111',
    Email: email,
    Address: '12 Lake Shore Dr, Chicago, IL',
    'Zip Code': '60611',
    Password: 'Secret#123',
    'Confirm Password': 'Secret#123',
  });
  await user.click(form.getByRole('button', { name: 'Register' }));
  return form;
}

export const Registered: PageStory = {
  ...pageStory({ path: '/auth?type=register' }),
  play: async ({ canvas, userEvent }) => {
    await register(canvas, userEvent, 'nora.quinn@example.com');
    await expect(await canvas.findByText('You are registered')).toBeInTheDocument();
    await expect(await canvas.findByRole('tab', { name: 'Login', selected: true })).toBeVisible();
  },
};

export const RegisterBusy: PageStory = {
  ...pageStory({ path: '/auth?type=register', overrides: [loading('register')] }),
  play: async ({ canvas, userEvent }) => {
    const form = await register(canvas, userEvent, 'nora.quinn@example.com');
    await waitFor(() =>
      expect(form.getByRole('button', { name: /Register/ })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

/** An e-mail that already has an account: the server's message, the form kept on the Register tab. */
export const RegisterFailed: PageStory = {
  ...pageStory({ path: '/auth?type=register' }),
  play: async ({ canvas, userEvent }) => {
    const form = await register(canvas, userEvent, CUSTOMER);
    await expect(await canvas.findByText(emailTakenMessage(CUSTOMER))).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: 'Register', selected: true })).toBeVisible();
    await expect(form.getByLabelText('Email')).toHaveValue(CUSTOMER);
  },
};
