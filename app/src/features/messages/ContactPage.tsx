import {
  ContactForm,
  ContactInfo,
  PageHeader,
  PageSection,
  SideBySide,
  type ContactValues,
} from '@rentacar/ui';
import { sendContactMessage } from './messages';
import { site } from '../../shell/config/site';
import { useSave } from '../../shell/useSave';
import { PageMeta } from '../../shell/PageMeta';
import { useLingui } from '@lingui/react/macro';

export default function ContactPage() {
  const { t } = useLingui();
  const { save } = useSave();
  // Spec §8: a failed send is only logged; the form keeps the text so the visitor can retry.
  const send = (message: ContactValues) =>
    save(() => sendContactMessage(message), { success: t`Your message was sent`, failure: 'log' });
  return (
    <>
      <PageMeta
        title={t`Contact Us`}
        description={t`Write to Rentacar, call us or visit our office: our e-mail, phone numbers, address and map.`}
        indexed
      />
      <PageHeader title={t`Contact Us`} />
      <PageSection>
        <SideBySide>
          <ContactForm onSubmit={send} />
          <ContactInfo siteInfo={site} />
        </SideBySide>
      </PageSection>
    </>
  );
}
