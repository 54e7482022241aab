import styled from 'styled-components';
import { ContactForm, notify, PageHeader, type ContactValues } from '@rentacar/ui';
import { sendContactMessage } from '../api/contactMessages';
import { site } from '../config/site';
import { PageSection, SideBySide } from './layout';

const InfoList = styled.dl`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  dt {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Map = styled.iframe`
  width: 100%;
  height: 320px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
`;

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Spec §8: a failed send is only logged; the form keeps the text so the visitor can retry. */
async function send(message: ContactValues) {
  try {
    await sendContactMessage(message);
  } catch (error) {
    console.error(error);
    return false;
  }
  notify.success('Your message was sent');
  return true;
}

export default function ContactPage() {
  return (
    <>
      <PageHeader title="Contact Us" />
      <PageSection>
        <SideBySide>
          <ContactForm onSubmit={send} />
          <div>
            <InfoList aria-label="Contact information">
              <dt>Address</dt>
              <dd>{site.address}</dd>
              <dt>Phone</dt>
              {site.phones.map((phone) => (
                <dd key={phone}>
                  <a href={telHref(phone)}>{phone}</a>
                </dd>
              ))}
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${site.email}`}>{site.email}</a>
              </dd>
            </InfoList>
            <Map title={`Map: ${site.address}`} src={site.mapsEmbedUrl} loading="lazy" />
          </div>
        </SideBySide>
      </PageSection>
    </>
  );
}
