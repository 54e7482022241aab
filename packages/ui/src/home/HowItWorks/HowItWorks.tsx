import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { FeatureCards } from '../FeatureCards';
import { BlockInner, BlockLead, BlockSection, BlockTitle } from './styles';

const steps = [
  {
    title: msg`Select car`,
    text: msg`Browse our models and pick the car that fits your trip and your budget.`,
  },
  {
    title: msg`Pay for it`,
    text: msg`Choose your pick-up and drop-off, then book and pay securely online.`,
  },
  {
    title: msg`Let's drive`,
    text: msg`Collect the keys at the pick-up place and enjoy the road.`,
  },
] as const;

/** The three-step explainer: Select car, Pay for it, Let's drive. */
export function HowItWorks() {
  const titleId = useId();
  return (
    <BlockSection aria-labelledby={titleId}>
      <BlockInner>
        <BlockTitle id={titleId}>
          <Trans>How It Works</Trans>
        </BlockTitle>
        <BlockLead>
          <Trans>Rent a car in three easy steps</Trans>
        </BlockLead>
        <FeatureCards cards={steps} badge={(index) => index + 1} />
      </BlockInner>
    </BlockSection>
  );
}
