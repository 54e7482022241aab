import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import type { LinkComponent } from '../../foundations/link';
import { ButtonLink } from '../../shell/Button';
import {
  BlockActions,
  BlockInner,
  BlockSection,
  Columns,
  Copy,
  Illustration,
  Text,
  Title,
} from './styles';

export interface AppDownloadsProps {
  /** The App Store badge's link; no App Store badge without one. */
  appStoreHref?: string;
  /** The Google Play badge's link; no Google Play badge without one. */
  googlePlayHref?: string;
  /** Optional illustration beside the text. */
  imageUrl?: string;
  /** Link component for the store links; store pages are external, so a plain anchor by default. */
  linkComponent?: LinkComponent;
}

/**
 * The home page's mobile-app block with its store links: a badge per store that has a page, and
 * no block at all while neither has (a link to nowhere helps nobody).
 */
export function AppDownloads({
  appStoreHref,
  googlePlayHref,
  imageUrl,
  linkComponent,
}: AppDownloadsProps) {
  const titleId = useId();
  if (appStoreHref === undefined && googlePlayHref === undefined) return null;
  return (
    <BlockSection aria-labelledby={titleId}>
      <BlockInner>
        <Columns>
          <Copy>
            <Title id={titleId}>
              <Trans>Download Our App</Trans>
            </Title>
            <Text>
              <Trans>Book a car, manage your reservations and find us wherever you are.</Trans>
            </Text>
            <BlockActions>
              {appStoreHref !== undefined && (
                <ButtonLink href={appStoreHref} variant="secondary" linkComponent={linkComponent}>
                  <Trans>App Store</Trans>
                </ButtonLink>
              )}
              {googlePlayHref !== undefined && (
                <ButtonLink href={googlePlayHref} variant="secondary" linkComponent={linkComponent}>
                  <Trans>Google Play</Trans>
                </ButtonLink>
              )}
            </BlockActions>
          </Copy>
          {imageUrl && <Illustration src={imageUrl} alt="" />}
        </Columns>
      </BlockInner>
    </BlockSection>
  );
}
