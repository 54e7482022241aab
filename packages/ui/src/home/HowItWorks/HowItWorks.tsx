import { useId } from 'react';
import { FeatureCards } from '../FeatureCards';
import { BlockInner, BlockLead, BlockSection, BlockTitle } from './styles';

const steps = [
  {
    title: 'Select car',
    text: 'Browse our models and pick the car that fits your trip and your budget.',
  },
  {
    title: 'Pay for it',
    text: 'Choose your pick-up and drop-off, then book and pay securely online.',
  },
  {
    title: "Let's drive",
    text: 'Collect the keys at the pick-up place and enjoy the road.',
  },
] as const;

/** The three-step explainer: Select car, Pay for it, Let's drive. */
export function HowItWorks() {
  const titleId = useId();
  return (
    <BlockSection aria-labelledby={titleId}>
      <BlockInner>
        <BlockTitle id={titleId}>How It Works</BlockTitle>
        <BlockLead>Rent a car in three easy steps</BlockLead>
        <FeatureCards cards={steps} badge={(index) => index + 1} />
      </BlockInner>
    </BlockSection>
  );
}
