import type { ReactNode } from 'react';
import { Header, Subtitle, Title } from './styles';

export interface PageHeaderProps {
  /** The page's only level-one heading, e.g. 'Vehicle Models' or 'About Us'. */
  title: ReactNode;
  /** The line under the heading. */
  subtitle?: ReactNode;
  /** For styling with `styled(PageHeader)`. */
  className?: string;
}

/**
 * A page's title band: its level-one heading and an optional line under it. The heading takes
 * focus by script after a navigation, so screen readers announce the new page.
 */
export function PageHeader({ title, subtitle, className }: PageHeaderProps) {
  return (
    <Header className={className}>
      {/* The app focuses it after a navigation (by script only: -1). */}
      <Title tabIndex={-1}>{title}</Title>
      {subtitle && <Subtitle>{subtitle}</Subtitle>}
    </Header>
  );
}
