import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { telHref, type SiteInfo } from '../siteInfo';
import { DetailRow, Details, Info, MapFrame, Title } from './styles';

export interface ContactInfoProps {
  /** The company's address, phone numbers, e-mail and map. */
  siteInfo: SiteInfo;
  /** Leave out the embedded map (e.g. where third-party frames are not allowed). */
  showMap?: boolean;
}

/** The contact page's address, phones, e-mail and embedded map. */
export function ContactInfo({ siteInfo, showMap = true }: ContactInfoProps) {
  const { t } = useLingui();
  const titleId = useId();
  return (
    <Info aria-labelledby={titleId}>
      <Title id={titleId}>{t`Contact Info`}</Title>
      <Details>
        <DetailRow>
          <dt>{t`Address`}</dt>
          <dd>{siteInfo.address}</dd>
        </DetailRow>
        <DetailRow>
          <dt>{t`Phone`}</dt>
          <dd>
            {siteInfo.phones.map((phone) => (
              <a key={phone} href={telHref(phone)}>
                {phone}
              </a>
            ))}
          </dd>
        </DetailRow>
        <DetailRow>
          <dt>{t`Email`}</dt>
          <dd>
            <a href={`mailto:${siteInfo.email}`}>{siteInfo.email}</a>
          </dd>
        </DetailRow>
      </Details>
      {showMap && (
        <MapFrame
          title={t`${siteInfo.siteName} on the map`}
          src={siteInfo.mapsEmbedUrl}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
      )}
    </Info>
  );
}
