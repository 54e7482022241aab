import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { LinkComponent } from '../../foundations/link';
import {
  Address,
  BottomLine,
  Column,
  ColumnTitle,
  Columns,
  FooterLink,
  FooterRoot,
  HoursList,
  HoursRow,
  PlainList,
  Text,
} from './styles';
import { siteLinks, telHref, type SiteInfo } from '../siteInfo';

const footerLinks = [
  ...siteLinks,
  { href: '/privacy-policy', label: msg`Privacy Policy` },
] as const;

const workingHours = [
  { key: 'weekdays', days: msg`Mon-Fri`, hours: msg`09:00AM-09:00PM` },
  { key: 'saturday', days: msg`Saturday`, hours: msg`09:00AM-07:00PM` },
  { key: 'sunday', days: msg`Sunday`, hours: msg`09:00AM-05:00PM` },
] as const;

export interface FooterProps {
  /** The company's name, address, phone numbers and e-mail. */
  siteInfo: SiteInfo;
  /** The app's router link; a plain anchor by default. */
  linkComponent?: LinkComponent;
}

/**
 * Every page's footer: the company, quick links, working hours and contact details (phone and
 * e-mail as links).
 */
export function Footer({ siteInfo, linkComponent }: FooterProps) {
  const { i18n, t } = useLingui();
  const id = useId();
  return (
    <FooterRoot>
      <Columns>
        <Column aria-labelledby={`${id}-about`}>
          <ColumnTitle id={`${id}-about`}>{siteInfo.siteName}</ColumnTitle>
          <Text>{t`Car Rent Service In Your City`}</Text>
        </Column>
        <Column aria-labelledby={`${id}-links`}>
          <ColumnTitle id={`${id}-links`}>{t`Quick Links`}</ColumnTitle>
          <nav aria-labelledby={`${id}-links`}>
            <PlainList>
              {footerLinks.map(({ href, label }) => (
                <li key={href}>
                  <FooterLink as={linkComponent} href={href}>
                    {i18n._(label)}
                  </FooterLink>
                </li>
              ))}
            </PlainList>
          </nav>
        </Column>
        <Column aria-labelledby={`${id}-hours`}>
          <ColumnTitle id={`${id}-hours`}>{t`Working Hours`}</ColumnTitle>
          <HoursList>
            {workingHours.map(({ key, days, hours }) => (
              <HoursRow key={key}>
                <dt>{i18n._(days)}</dt>
                <dd>{i18n._(hours)}</dd>
              </HoursRow>
            ))}
          </HoursList>
        </Column>
        <Column aria-labelledby={`${id}-contact`}>
          <ColumnTitle id={`${id}-contact`}>{t`Contact`}</ColumnTitle>
          <Address>
            <span>{siteInfo.address}</span>
            {siteInfo.phones.map((phone) => (
              <FooterLink key={phone} href={telHref(phone)}>
                {phone}
              </FooterLink>
            ))}
            <FooterLink href={`mailto:${siteInfo.email}`}>{siteInfo.email}</FooterLink>
          </Address>
        </Column>
      </Columns>
      <BottomLine>&copy; {siteInfo.siteName}</BottomLine>
    </FooterRoot>
  );
}
