import type { I18n } from '@lingui/core';
import type { StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleSettings } from '../fixtures';
import type { EmailMessage } from '../types';

/** The message as sent to a reader of Spanish. */
export const inSpanish = <Message extends EmailMessage>(message: Message): Message => ({
  ...message,
  language: 'es',
});
import { EmailView } from './EmailView';

type EmailStory = StoryObj<typeof EmailView>;

/**
 * A story of one message: it renders `message` as it is sent and checks that the subject, the
 * HTML part (as a reader sees it, in the recipient's language) and the plain-text part each hold
 * `facts`.
 */
export function emailStory(
  message: EmailMessage,
  { subject, facts, attachment }: { subject: string; facts: string[]; attachment?: string },
): EmailStory {
  return {
    args: { message, settings: sampleSettings },
    // English in the toolbar shows each message in its recipient's language; another language
    // (Spanish, the pseudo-locale) writes every message's texts in it, for review.
    render: (args, { globals, loaded }) => (
      <EmailView
        {...args}
        reviewI18n={globals.locale === 'en' ? undefined : (loaded as { i18n?: I18n }).i18n}
      />
    ),
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const htmlPart = await canvas.findByRole('region', { name: 'HTML part' });
      await expect(canvas.getByText(subject, { selector: 'dd' })).toBeVisible();
      await expect(htmlPart).toHaveAttribute('lang', message.language);
      const readable = (htmlPart.textContent ?? '').replace(/\s+/g, ' ');
      const text = (canvas.getByText(/Hello|Hola/, { selector: 'pre' }).textContent ?? '').replace(
        /\s+/g,
        ' ',
      );
      for (const fact of facts) {
        await expect(readable).toContain(fact);
        await expect(text).toContain(fact);
      }
      if (attachment) await expect(canvas.getByText(attachment)).toBeVisible();
    },
  };
}
