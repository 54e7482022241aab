import type { Meta } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { db, loading, queueEmail, serverError } from '@rentacar/mocks';
import { adminStory, findAdminLayout } from '../../../shell/admin/stories/adminStory';
import { type Canvas, onPhone, type PageStory } from '../../../shell/stories/pageStory';

export default {
  title: 'App/Admin/E-mail Detail',
  tags: ['!autodocs'],
} satisfies Meta;

let emailId = 0;

/** A booking confirmation whose delivery failed, rendered as the mock renders every e-mail. */
const emailStory = (overrides: Parameters<typeof adminStory>[0]['overrides'] = []) =>
  adminStory({
    path: () => `/admin/emails/${emailId}`,
    overrides,
    arrange: async () => {
      const email = await queueEmail({
        kind: 'bookingConfirmed',
        to: 'jane.doe@example.test',
        recipientName: 'Jane Doe',
        language: 'en',
        reservation: {
          reference: 42,
          vehicleName: 'Toyota Mirai',
          pickUpTime: '2026-12-01T10:00:00',
          dropOffTime: '2026-12-03T18:30:00',
          pickUpLocation: 'Chicago Union Station',
          dropOffLocation: "Chicago O'Hare Airport",
          totalPriceInCents: 13710,
          link: 'http://localhost/user/reservations/42',
          calendar: { uid: 'reservation-42@localhost', sequence: 0 },
        },
      });
      db.emails.update(email.id, {
        status: 'failed',
        attempts: 8,
        lastError: 'connect ECONNREFUSED 127.0.0.1:25',
      });
      emailId = email.id;
    },
  });

const subject = 'Booking confirmed: reservation 42, Toyota Mirai';

const findPreview = async (canvas: Canvas) => {
  await findAdminLayout(canvas);
  return canvas.findByRole('heading', { name: subject });
};

export const Loading: PageStory = {
  ...emailStory([loading('getEmail')]),
  play: async ({ canvas }) => {
    await findAdminLayout(canvas);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    await expect(canvas.queryByRole('button', { name: 'Send again' })).toBeNull();
  },
};

export const Loaded: PageStory = {
  ...emailStory(),
  play: async ({ canvas }) => {
    await expect(await findPreview(canvas)).toBeVisible();
    await expect(canvas.getByText('connect ECONNREFUSED 127.0.0.1:25')).toBeVisible();
    await expect(canvas.getByText('reservation-42.ics')).toBeVisible();
    const frame = canvas.getByTitle(`HTML part of ${subject}`);
    await expect(frame).toHaveAttribute('sandbox', '');
    await expect(frame.getAttribute('srcdoc')).toContain('Your booking is confirmed');
    await expect(canvas.getByText(/Chicago Union Station/, { selector: 'pre' })).toBeVisible();
  },
};

export const LoadedOnPhone: PageStory = onPhone(Loaded);

export const LoadError: PageStory = {
  ...emailStory([serverError('getEmail')]),
  play: async ({ canvas }) => {
    await findAdminLayout(canvas);
    await expect(await canvas.findByRole('button', { name: 'Back' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: subject })).toBeNull();
  },
};

export const Busy: PageStory = {
  ...emailStory([loading('resendEmail')]),
  play: async ({ canvas, userEvent }) => {
    await findPreview(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Send again' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Send again/ })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
  },
};

export const SendAgainFailed: PageStory = {
  ...emailStory([serverError('resendEmail', { message: 'Database is down' })]),
  play: async ({ canvas, userEvent }) => {
    await findPreview(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Send again' }));
    await expect(await canvas.findByText('Database is down')).toBeInTheDocument();
  },
};

export const SentAgain: PageStory = {
  ...emailStory(),
  play: async ({ canvas, userEvent }) => {
    await findPreview(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Send again' }));
    await expect(await canvas.findByText('Email Successfully Queued')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByText('Queued', { selector: 'dd' })).toBeVisible());
  },
};
