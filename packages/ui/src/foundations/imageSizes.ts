import { breakpoints, theme, type Breakpoint } from './theme';

/** Share of the page's content column a picture fills, from each breakpoint up. */
export type ColumnShares = Partial<Record<Breakpoint, number>> & { xs: number };

const order = Object.keys(breakpoints) as Breakpoint[];
const containerWidth = parseFloat(theme.sizes.container);

const vw = (share: number) => `${Number((share * 100).toFixed(2))}vw`;

/**
 * The `sizes` of an `<img srcset>` filling `shares` of the content column (a grid's share per
 * column): the slot the browser picks a copy for. Past the container's width the slot stops
 * growing. Gaps and padding are left out, so it overstates the slot by a few pixels: the browser
 * may fetch a copy a little larger, never one too small to be sharp.
 */
export function contentImageSizes(shares: ColumnShares): string {
  const steps = order
    .filter((breakpoint) => shares[breakpoint] !== undefined)
    .map((breakpoint) => ({ from: breakpoints[breakpoint], share: shares[breakpoint]! }));
  const widest = steps[steps.length - 1]!;
  const capped = `(min-width: ${containerWidth}px) ${Math.ceil(containerWidth * widest.share)}px`;
  const narrower = steps
    .filter(({ from }) => from < containerWidth)
    .reverse()
    .map(({ from, share }) => (from === 0 ? vw(share) : `(min-width: ${from}px) ${vw(share)}`));
  return [capped, ...narrower].join(', ');
}

/** `<img sizes>` of a picture spanning the whole content column. */
export const contentColumnImageSizes = contentImageSizes({ xs: 1 });
