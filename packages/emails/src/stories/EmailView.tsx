import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { renderEmail } from '../renderEmail';
import type { EmailMessage, EmailSettings, RenderedEmail } from '../types';

export interface EmailViewProps {
  message: EmailMessage;
  settings: EmailSettings;
  /** The reviewer's language (Storybook's toolbar), writing the texts instead of the recipient's. */
  reviewI18n?: I18n;
}

/** The HTML part's body and its language: what a mail client shows of the document. */
function readHtml(html: string) {
  const document = new DOMParser().parseFromString(html, 'text/html');
  return { lang: document.documentElement.lang, body: document.body.innerHTML };
}

/**
 * A message as a mail client shows it: `renderEmail`'s subject, the HTML part's body (in the
 * story's own page rather than a frame, so the story's accessibility check reads the e-mail's
 * markup; it is our own rendering, escaped by React), and the plain-text part.
 */
export function EmailView({ message, settings, reviewI18n }: EmailViewProps) {
  // The frame's labels are the outbox's own (the library's and the app's messages), so they follow
  // the toolbar's language like every other story.
  const { t } = useLingui();
  const [email, setEmail] = useState<RenderedEmail>();
  useEffect(() => {
    let current = true;
    void renderEmail(message, settings, reviewI18n).then((rendered) => {
      if (current) setEmail(rendered);
    });
    return () => {
      current = false;
    };
  }, [message, settings, reviewI18n]);
  const html = useMemo(() => email && readHtml(email.html), [email]);
  if (!email || !html) return <p role="status">Rendering…</p>;
  return (
    <article aria-label={t`E-mail`}>
      <dl>
        <dt>
          <Trans>To</Trans>
        </dt>
        <dd>{email.to}</dd>
        <dt>
          <Trans>Subject</Trans>
        </dt>
        <dd>{email.subject}</dd>
        {email.attachments.map((attachment) => (
          <div key={attachment.filename}>
            <dt>
              <Trans>Attachments</Trans>
            </dt>
            <dd>{attachment.filename}</dd>
          </div>
        ))}
      </dl>
      <section
        aria-label={t`HTML part`}
        lang={html.lang}
        dangerouslySetInnerHTML={{ __html: html.body }}
      />
      <h2>
        <Trans>Plain-text part</Trans>
      </h2>
      <pre style={{ whiteSpace: 'pre-wrap' }}>{email.text}</pre>
    </article>
  );
}
