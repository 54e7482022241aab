import type { AnchorHTMLAttributes, ComponentType, ReactNode } from 'react';

/**
 * What a component passes to the app's link. `href` is an app path such as `/vehicles/3`;
 * a router adapter maps it to its own prop (e.g. react-router's `to`).
 */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** The app path the link goes to, e.g. `/vehicles/3`. */
  href: string;
  /** The link's text (its accessible name) or content. */
  children?: ReactNode;
}

export type LinkComponent = ComponentType<LinkProps>;

/** Plain anchor used when the app provides no router link (stories, static pages). */
export function AnchorLink({ href, children, ...rest }: LinkProps) {
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
