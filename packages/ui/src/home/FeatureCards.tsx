import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import {
  Feature,
  FeatureBadge,
  FeatureList,
  FeatureText,
  FeatureTitle,
} from './featureBlockStyles';

export interface FeatureCard {
  title: MessageDescriptor;
  text: MessageDescriptor;
}

export interface FeatureCardsProps {
  cards: readonly FeatureCard[];
  /** The decorative badge above the card at `index` (a step number, a check mark). */
  badge: (index: number) => ReactNode;
}

/** The home blocks' row of cards: a badge, a title and a line of text each. */
export function FeatureCards({ cards, badge }: FeatureCardsProps) {
  const { i18n } = useLingui();
  return (
    <FeatureList>
      {cards.map((card, index) => (
        <Feature key={card.title.id}>
          <FeatureBadge aria-hidden="true">{badge(index)}</FeatureBadge>
          <FeatureTitle>{i18n._(card.title)}</FeatureTitle>
          <FeatureText>{i18n._(card.text)}</FeatureText>
        </Feature>
      ))}
    </FeatureList>
  );
}
