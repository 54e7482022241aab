import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { telHref } from '../../shell/siteInfo';
import { directionsHref, type BranchSummary } from '../types';
import { DetailRow, Details, Info, Title } from './styles';

export interface BranchContactProps {
  /** The branch: its address, position and phone. */
  branch: BranchSummary;
  /** The branch's e-mail address, if it has one. */
  email?: string;
  /** Heading level of the section's title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
}

/** A branch's address (with directions to it), phone and e-mail, as on its page. */
export function BranchContact({ branch, email, headingLevel = 2 }: BranchContactProps) {
  const { t } = useLingui();
  const titleId = useId();
  const name = branch.name;
  return (
    <Info aria-labelledby={titleId}>
      <Title as={`h${headingLevel}`} id={titleId}>
        {t`Address and contact`}
      </Title>
      <Details>
        <DetailRow>
          <dt>{t`Address`}</dt>
          <dd>
            <address>
              {branch.address}
              <br />
              {branch.zipCode} {branch.city}
              <br />
              {branch.country}
            </address>
            <a
              href={directionsHref(branch.latitude, branch.longitude)}
              aria-label={t`Directions to ${name}`}
            >
              {t`Directions`}
            </a>
          </dd>
        </DetailRow>
        <DetailRow>
          <dt>{t`Phone`}</dt>
          <dd>
            <a href={telHref(branch.phoneNumber)}>{branch.phoneNumber}</a>
          </dd>
        </DetailRow>
        {email && (
          <DetailRow>
            <dt>{t`Email`}</dt>
            <dd>
              <a href={`mailto:${email}`}>{email}</a>
            </dd>
          </DetailRow>
        )}
      </Details>
    </Info>
  );
}
