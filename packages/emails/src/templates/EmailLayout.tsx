/** @jsxRuntime automatic */
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import { theme } from '@rentacar/ui/foundations';
import type { CSSProperties, ReactNode } from 'react';
import type { EmailContext } from '../format';

// E-mail clients drop style sheets, so every style is inline; the values are the site's tokens.
const { colors, space, fonts, fontSizes, fontWeights, lineHeights, radii, borderWidths } = theme;

const bodyStyle: CSSProperties = {
  backgroundColor: colors.background,
  color: colors.text,
  fontFamily: fonts.body,
  fontSize: fontSizes.md,
  lineHeight: lineHeights.body,
  margin: space.none,
  padding: space.md,
};
const containerStyle: CSSProperties = {
  backgroundColor: colors.surface,
  border: `${borderWidths.thin} solid ${colors.border}`,
  borderRadius: radii.md,
  maxWidth: '600px',
  padding: space.lg,
};
const brandStyle: CSSProperties = {
  color: colors.primary,
  fontSize: fontSizes.lg,
  fontWeight: fontWeights.bold,
  margin: `${space.none} ${space.none} ${space.md}`,
};
const headingStyle: CSSProperties = {
  color: colors.text,
  fontFamily: fonts.heading,
  fontSize: fontSizes.xl,
  lineHeight: lineHeights.tight,
  margin: `${space.none} ${space.none} ${space.md}`,
};
export const paragraphStyle: CSSProperties = {
  fontSize: fontSizes.md,
  lineHeight: lineHeights.body,
  margin: `${space.none} ${space.none} ${space.md}`,
};
const buttonStyle: CSSProperties = {
  backgroundColor: colors.primary,
  borderRadius: radii.sm,
  color: colors.onPrimary,
  fontWeight: fontWeights.bold,
  padding: `${space.sm} ${space.md}`,
  textDecoration: 'none',
};
const footerStyle: CSSProperties = {
  color: colors.textMuted,
  fontSize: fontSizes.sm,
  margin: space.none,
};
export const linkStyle: CSSProperties = { color: colors.primary };

export interface EmailAction {
  label: string;
  href: string;
}

export interface EmailLayoutProps {
  /** The site's name and the recipient's language. */
  context: EmailContext;
  /** The inbox's one-line summary beside the subject. */
  preview: string;
  heading: string;
  /** The one thing the message asks for, as a button and, for clients that hide buttons, its address. */
  action?: EmailAction;
  children: ReactNode;
}

/** The frame of every e-mail: the site's name, a heading, the content, one action, a footer. */
export function EmailLayout({ context, preview, heading, action, children }: EmailLayoutProps) {
  const { siteName, language, i18n } = context;
  return (
    <Html lang={language} dir="ltr">
      <Head>
        <title>{heading}</title>
      </Head>
      <Preview>{preview}</Preview>
      <Body style={bodyStyle}>
        <Container style={containerStyle}>
          <Text style={brandStyle}>{siteName}</Text>
          <Heading as="h1" style={headingStyle}>
            {heading}
          </Heading>
          {children}
          {action && (
            <Section style={{ margin: `${space.lg} ${space.none}` }}>
              <Button href={action.href} style={buttonStyle}>
                {action.label}
              </Button>
              {/* The plain-text part writes the button's address already. */}
              <Text data-skip-in-text="true" style={{ ...footerStyle, marginTop: space.md }}>
                {i18n._({ id: 'email.layout.openAddress', message: 'Or open this address:' })}{' '}
                <Link href={action.href} style={linkStyle}>
                  {action.href}
                </Link>
              </Text>
            </Section>
          )}
          <Hr style={{ borderColor: colors.border, margin: `${space.lg} ${space.none}` }} />
          <Text style={footerStyle}>
            {i18n._({
              id: 'email.layout.footer',
              message:
                '{siteName}. You receive this e-mail because of your account or reservation with us.',
              values: { siteName },
            })}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
