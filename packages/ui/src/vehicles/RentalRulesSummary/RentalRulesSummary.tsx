import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { Heading, RuleList, Section } from './styles';

export interface RentalRulesSummaryProps {
  /** The rental rules in words, one sentence each, in the active language (the host words them). */
  rules: readonly string[];
}

/** The vehicle page's rental rules: the notice, the lengths and the cancellation terms, listed. */
export function RentalRulesSummary({ rules }: RentalRulesSummaryProps) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>
        <Trans>Rental rules</Trans>
      </Heading>
      <RuleList>
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </RuleList>
    </Section>
  );
}
