import { breakpoints, type Breakpoint } from './theme';

const upperBounds: Record<Breakpoint, Breakpoint | undefined> = {
  xs: 'sm',
  sm: 'md',
  md: 'lg',
  lg: 'xl',
  xl: 'xxl',
  xxl: undefined,
};

/**
 * Media-query helpers over the spec's breakpoints, for use inside styled-components templates:
 * `${media.up('md')} { ... }`. `down` excludes its breakpoint (max = next one minus 0.02px).
 */
export const media = {
  up: (breakpoint: Breakpoint): string => `@media (min-width: ${breakpoints[breakpoint]}px)`,
  down: (breakpoint: Breakpoint): string =>
    `@media (max-width: ${breakpoints[breakpoint] - 0.02}px)`,
  only: (breakpoint: Breakpoint): string => {
    const next = upperBounds[breakpoint];
    const min = `(min-width: ${breakpoints[breakpoint]}px)`;
    return next === undefined
      ? `@media ${min}`
      : `@media ${min} and (max-width: ${breakpoints[next] - 0.02}px)`;
  },
};
