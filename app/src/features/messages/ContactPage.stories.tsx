import type { Meta } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { loading, serverError } from '@rentacar/mocks';
import { site } from '../../shell/config/site';
import {
  type Canvas,
  fillFields,
  FIRST_SCREEN,
  type PageStory,
  pageStory,
  type StoryUser,
  onPhone,
} from '../../shell/stories/pageStory';

export default {
  title: 'App/Site/Contact',
  tags: ['!autodocs'],
} satisfies Meta;

const findForm = async (canvas: Canvas) =>
  within(await canvas.findByRole('form', { name: 'Contact' }, FIRST_SCREEN));

async function writeMessage(canvas: Canvas, user: StoryUser) {
  const form = await findForm(canvas);
  await fillFields(form, user, {
    Name: 'Dana Scully',
    Email: 'dana@example.com',
    Subject: 'Airport pick-up',
    Message: 'Can I pick a car up at Midway at 6am?',
  });
  await user.click(form.getByRole('button', { name: 'Send Message' }));
  return form;
}

/** The form, the contact information from the site settings and the map. */
export const Loaded: PageStory = {
  ...pageStory({ path: '/contact' }),
  play: async ({ canvas }) => {
    const form = await findForm(canvas);
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeDisabled();
    const info = within(canvas.getByRole('region', { name: 'Contact Info' }));
    await expect(info.getByText(site.address)).toBeVisible();
    await expect(info.getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    await expect(info.getByTitle(`${site.siteName} on the map`)).toHaveAttribute(
      'src',
      site.mapsEmbedUrl,
    );
  },
};

export const LoadedOnPhone: PageStory = onPhone(Loaded);

export const ValidationErrors: PageStory = {
  ...pageStory({ path: '/contact' }),
  play: async ({ canvas, userEvent }) => {
    const form = await findForm(canvas);
    await userEvent.click(form.getByLabelText('Name'));
    await fillFields(form, userEvent, { Subject: 'Hi', Message: 'Too short' });
    await userEvent.tab();
    await expect(await form.findByText('Enter your name')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeDisabled();
  },
};

/** The message sent: its toast. That the form clears and the message is stored, RTL checks. */
export const Sent: PageStory = {
  ...pageStory({ path: '/contact' }),
  play: async ({ canvas, userEvent }) => {
    await writeMessage(canvas, userEvent);
    await expect(await canvas.findByText('Your message was sent')).toBeInTheDocument();
  },
};

export const Busy: PageStory = {
  ...pageStory({ path: '/contact', overrides: [loading('createContactMessage')] }),
  play: async ({ canvas, userEvent }) => {
    const form = await writeMessage(canvas, userEvent);
    await waitFor(() =>
      expect(form.getByRole('button', { name: /Send Message/ })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
  },
};

/** A failed send is only logged (spec §8): no toast. That the text stays, the RTL test checks. */
export const SendFailed: PageStory = {
  ...pageStory({ path: '/contact', overrides: [serverError('createContactMessage')] }),
  play: async ({ canvas, userEvent }) => {
    const form = await writeMessage(canvas, userEvent);
    await waitFor(() =>
      expect(form.getByRole('button', { name: 'Send Message' })).not.toHaveAttribute('aria-busy'),
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
