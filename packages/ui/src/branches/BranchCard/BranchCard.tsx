import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { LinkComponent } from '../../foundations/link';
import { ButtonLink } from '../../shell/Button';
import { telHref } from '../../shell/siteInfo';
import { TodaysHours } from '../OpeningHours';
import { branchHref, directionsHref, type BranchSummary } from '../types';
import { Actions, Address, Card, CardGrid, CardTitle, Phone } from './styles';

export interface BranchCardProps {
  /** The branch: name, address, hours, closures and phone. */
  branch: BranchSummary;
  /** Today's date, `YYYY-MM-DD`, in the branch's time zone, for today's hours. */
  today: string;
  /** The app's router link; a plain anchor by default. */
  linkComponent?: LinkComponent;
  /** Heading level of the branch's name, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * One branch in a list: its name, address, today's hours, phone, a link to its page and
 * directions to it.
 */
export function BranchCard({ branch, today, linkComponent, headingLevel = 3 }: BranchCardProps) {
  const { t } = useLingui();
  const titleId = useId();
  const name = branch.name;
  return (
    <Card aria-labelledby={titleId}>
      <CardTitle as={`h${headingLevel}`} id={titleId}>
        {name}
      </CardTitle>
      <Address>
        {branch.address}
        <br />
        {branch.zipCode} {branch.city}
        <br />
        {branch.country}
      </Address>
      <TodaysHours hours={branch.openingHours} closures={branch.closures} today={today} />
      <Phone>
        <Trans>Phone</Trans>: <a href={telHref(branch.phoneNumber)}>{branch.phoneNumber}</a>
      </Phone>
      <Actions>
        <ButtonLink
          href={branchHref(branch.slug)}
          size="sm"
          linkComponent={linkComponent}
          aria-describedby={titleId}
        >
          <Trans>Branch details</Trans>
        </ButtonLink>
        <a
          href={directionsHref(branch.latitude, branch.longitude)}
          aria-label={t`Directions to ${name}`}
        >
          <Trans>Directions</Trans>
        </a>
      </Actions>
    </Card>
  );
}

export interface BranchCardsProps<Branch extends BranchSummary = BranchSummary> {
  /** The branches, in the order shown. */
  branches: readonly Branch[];
  /** Each branch's date today, `YYYY-MM-DD`, on its own clock (e.g. from its time zone). */
  todayOf: (branch: Branch) => string;
  /** The app's router link; a plain anchor by default. */
  linkComponent?: LinkComponent;
  /** Heading level of the branches' names, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
}

/** The branches as a grid of cards: one column on phones, up to three on wide screens. */
export function BranchCards<Branch extends BranchSummary>({
  branches,
  todayOf,
  linkComponent,
  headingLevel,
}: BranchCardsProps<Branch>) {
  return (
    <CardGrid>
      {branches.map((branch) => (
        <li key={branch.slug}>
          <BranchCard
            branch={branch}
            today={todayOf(branch)}
            linkComponent={linkComponent}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </CardGrid>
  );
}
