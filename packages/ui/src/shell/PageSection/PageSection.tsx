import type { ReactNode } from 'react';
import { Section } from './styles';

export interface PageSectionProps {
  /** The screen's content under its PageHeader. */
  children: ReactNode;
  /** Names the section, which makes it a landmark region (e.g. the vehicle's model). */
  label?: string;
  /** Long reading text (the privacy policy): a narrower column, headings and links styled. */
  prose?: boolean;
}

/** The centred content column every screen of the site shell uses. */
export function PageSection({ children, label, prose = false }: PageSectionProps) {
  return (
    <Section aria-label={label} $prose={prose}>
      {children}
    </Section>
  );
}
