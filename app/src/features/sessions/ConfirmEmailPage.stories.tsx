import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { db, issueEmailToken, loading } from '@rentacar/mocks';
import {
  EDITABLE_CUSTOMER,
  FIRST_SCREEN,
  onPhone,
  type PageStory,
  pageStory,
} from '../../shell/stories/pageStory';

export default {
  title: 'App/Site/Confirm Email',
  tags: ['!autodocs'],
} satisfies Meta;

const path = '/confirm-email?token=story-token';

export const Loading: PageStory = {
  ...pageStory({ path, overrides: [loading('confirmEmail')] }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'E-mail confirmation' }, FIRST_SCREEN),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
  },
};

let issuedToken = '';

/** A link the mock issued to an unconfirmed customer, as its confirmation e-mail carries it. */
export const Confirmed: PageStory = {
  ...pageStory({
    path: () => `/confirm-email?token=${issuedToken}`,
    arrange: () => {
      const customer = db.users.all().find((user) => user.email === EDITABLE_CUSTOMER)!;
      db.users.update(customer.id, { emailConfirmed: false });
      issuedToken = issueEmailToken('emailConfirmation', customer, 7 * 24 * 60 * 60_000);
    },
  }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Email Successfully Confirmed', {}, FIRST_SCREEN),
    ).toHaveAttribute('role', 'status');
  },
};

export const ConfirmedOnPhone: PageStory = onPhone(Confirmed);

/** The story's token was never issued: the mock answers as for an expired or used one. */
export const LoadError: PageStory = {
  ...pageStory({ path }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, FIRST_SCREEN)).toHaveTextContent(
      'Email confirmation link is invalid or has expired',
    );
  },
};
