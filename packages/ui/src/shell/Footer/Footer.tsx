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

const footerLinks = [...siteLinks, { href: '/privacy-policy', label: 'Privacy Policy' }] as const;

const workingHours = [
  { days: 'Mon-Fri', hours: '09:00AM-09:00PM' },
  { days: 'Saturday', hours: '09:00AM-07:00PM' },
  { days: 'Sunday', hours: '09:00AM-05:00PM' },
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
  const id = useId();
  return (
    <FooterRoot>
      <Columns>
        <Column aria-labelledby={`${id}-about`}>
          <ColumnTitle id={`${id}-about`}>{siteInfo.siteName}</ColumnTitle>
          <Text>Car Rent Service In Your City</Text>
        </Column>
        <Column aria-labelledby={`${id}-links`}>
          <ColumnTitle id={`${id}-links`}>Quick Links</ColumnTitle>
          <nav aria-labelledby={`${id}-links`}>
            <PlainList>
              {footerLinks.map(({ href, label }) => (
                <li key={href}>
                  <FooterLink as={linkComponent} href={href}>
                    {label}
                  </FooterLink>
                </li>
              ))}
            </PlainList>
          </nav>
        </Column>
        <Column aria-labelledby={`${id}-hours`}>
          <ColumnTitle id={`${id}-hours`}>Working Hours</ColumnTitle>
          <HoursList>
            {workingHours.map(({ days, hours }) => (
              <HoursRow key={days}>
                <dt>{days}</dt>
                <dd>{hours}</dd>
              </HoursRow>
            ))}
          </HoursList>
        </Column>
        <Column aria-labelledby={`${id}-contact`}>
          <ColumnTitle id={`${id}-contact`}>Contact</ColumnTitle>
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
