import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import type { LinkComponent } from '../../foundations/link';
import { ButtonLink } from '../../shell/Button';
import { FeatureCards } from '../FeatureCards';
import { BlockActions, BlockImage, BlockInner, BlockSection, BlockTitle } from './styles';

const reasons = [
  {
    title: msg`Price Equalization`,
    text: msg`Found the same car cheaper elsewhere? We match the price.`,
  },
  {
    title: msg`No Extra Price`,
    text: msg`The price you see is the price you pay: no hidden fees at the counter.`,
  },
  {
    title: msg`Hygienic Cars`,
    text: msg`Every car is cleaned and disinfected before each rental.`,
  },
] as const;

export interface WhyChooseUsProps {
  /** Optional illustration above the reasons. */
  imageUrl?: string;
  /** The app's router link; a plain anchor by default. */
  linkComponent?: LinkComponent;
}

/** 'Why Choose Us': price equalization, no extra price, hygienic cars, and Rent Now. */
export function WhyChooseUs({ imageUrl, linkComponent }: WhyChooseUsProps) {
  const titleId = useId();
  return (
    <BlockSection $tone="alt" aria-labelledby={titleId}>
      <BlockInner>
        <BlockTitle id={titleId}>
          <Trans>Why Choose Us</Trans>
        </BlockTitle>
        {imageUrl && <BlockImage src={imageUrl} alt="" />}
        <FeatureCards cards={reasons} badge={() => '\u2713'} />
        <BlockActions>
          <ButtonLink href="/vehicles" size="lg" linkComponent={linkComponent}>
            <Trans>Rent Now</Trans>
          </ButtonLink>
        </BlockActions>
      </BlockInner>
    </BlockSection>
  );
}
