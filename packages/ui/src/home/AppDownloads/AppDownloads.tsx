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
            <Title id={titleId}>Download Our App</Title>
            <Text>Book a car, manage your reservations and find us wherever you are.</Text>
            <BlockActions>
              {appStoreHref !== undefined && (
                <ButtonLink href={appStoreHref} variant="secondary" linkComponent={linkComponent}>
                  App Store
                </ButtonLink>
              )}
              {googlePlayHref !== undefined && (
                <ButtonLink href={googlePlayHref} variant="secondary" linkComponent={linkComponent}>
                  Google Play
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
