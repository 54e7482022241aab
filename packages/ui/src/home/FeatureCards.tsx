import type { ReactNode } from 'react';
import {
  Feature,
  FeatureBadge,
  FeatureList,
  FeatureText,
  FeatureTitle,
} from './featureBlockStyles';

export interface FeatureCard {
  title: string;
  text: string;
}

export interface FeatureCardsProps {
  cards: readonly FeatureCard[];
  /** The decorative badge above the card at `index` (a step number, a check mark). */
  badge: (index: number) => ReactNode;
}

/** The home blocks' row of cards: a badge, a title and a line of text each. */
export function FeatureCards({ cards, badge }: FeatureCardsProps) {
  return (
    <FeatureList>
      {cards.map((card, index) => (
        <Feature key={card.title}>
          <FeatureBadge aria-hidden="true">{badge(index)}</FeatureBadge>
          <FeatureTitle>{card.title}</FeatureTitle>
          <FeatureText>{card.text}</FeatureText>
        </Feature>
      ))}
    </FeatureList>
  );
}
