import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { EmailPreview, type OutboxEmailPreview } from './EmailPreview';

const failedEmail: OutboxEmailPreview = {
  recipient: 'jane.doe@example.com',
  subject: 'Booking confirmed: reservation 42, Toyota Mirai',
  status: 'failed',
  attempts: 8,
  lastError: 'connect ECONNREFUSED 127.0.0.1:25',
  createdAt: '2026-03-14T10:00:00',
  sentAt: null,
  messageId: '<email-12@rentacar>',
  html: '<!DOCTYPE html><html lang="en"><head><title>Booking</title></head><body><h1>Your booking is confirmed</h1><p>Your reference number is 42.</p><script>parent.document.body.dataset.reached = "yes"</script></body></html>',
  text: 'Your booking is confirmed\n\nYour reference number is 42.',
  attachments: [{ filename: 'reservation-42.ics', contentType: 'text/calendar' }],
};

const sentEmail: OutboxEmailPreview = {
  ...failedEmail,
  status: 'sent',
  attempts: 1,
  lastError: null,
  sentAt: '2026-03-14T10:00:05',
};

const meta = {
  title: 'Library/Admin/EmailPreview',
  component: EmailPreview,
  args: { loading: false, email: failedEmail, onBack: fn(), onSendAgain: fn() },
} satisfies Meta<typeof EmailPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label's value in the facts list. */
const fact = (canvasElement: HTMLElement, label: string) =>
  [...canvasElement.querySelectorAll('dt')].find((term) => term.textContent === label)
    ?.nextElementSibling?.textContent;

export const Loaded: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: failedEmail.subject })).toBeVisible();
    await expect(fact(canvasElement, 'To')).toBe('jane.doe@example.com');
    await expect(fact(canvasElement, 'Status')).toBe('Failed');
    await expect(fact(canvasElement, 'Attempts')).toBe('8');
    await expect(fact(canvasElement, 'Last error')).toBe('connect ECONNREFUSED 127.0.0.1:25');
    await expect(fact(canvasElement, 'Queued')).toBe('2026-03-14 10:00');
    await expect(fact(canvasElement, 'Sent')).toBe('Not yet');
    await expect(fact(canvasElement, 'Attachments')).toBe('reservation-42.ics');
    const frame = canvas.getByTitle(`HTML part of ${failedEmail.subject}`);
    // The frame shows the HTML, but runs none of its scripts and reaches nothing of the page.
    await expect(frame).toHaveAttribute('sandbox', '');
    await expect(frame).toHaveAttribute('srcdoc', failedEmail.html);
    await expect(canvasElement.ownerDocument.body.dataset.reached).toBeUndefined();
    await expect(
      canvas.getByText(/Your reference number is 42\./, { selector: 'pre' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send again' }));
    await expect(args.onSendAgain).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const Sent: Story = {
  args: { email: sentEmail },
  play: async ({ canvasElement }) => {
    await expect(fact(canvasElement, 'Status')).toBe('Sent');
    await expect(fact(canvasElement, 'Last error')).toBe('None');
    await expect(fact(canvasElement, 'Sent')).toBe('2026-03-14 10:00');
  },
};

export const Loading: Story = {
  args: { loading: true, email: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Send again' })).toBeNull();
  },
};

export const LoadError: Story = {
  args: { email: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Send again' })).toBeNull();
  },
};

export const Busy: Story = {
  args: { sending: true },
  play: async ({ canvas }) => {
    const sendAgain = canvas.getByRole('button', { name: /Send again/ });
    await expect(sendAgain).toBeDisabled();
    await expect(sendAgain).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadedOnPhone: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: failedEmail.subject })).toBeVisible();
    // Nothing sticks out of the phone's width.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
