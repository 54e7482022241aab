import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { contentImageSizes } from './imageSizes';
import { media } from './media';
import { breakpoints, colors, textOnBackgroundPairs } from './theme';

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrastRatio(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('theme colours', () => {
  test('the contrast formula matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  test.each(textOnBackgroundPairs)('%s text on %s meets WCAG AA (4.5:1)', (text, background) => {
    expect(contrastRatio(colors[text], colors[background])).toBeGreaterThanOrEqual(4.5);
  });
});

describe('media helpers', () => {
  test('up() starts at the breakpoint', () => {
    expect(media.up('xs')).toBe('@media (min-width: 0px)');
    expect(media.up('md')).toBe('@media (min-width: 768px)');
    expect(media.up('xxl')).toBe('@media (min-width: 1400px)');
  });

  test('down() stops just below the breakpoint', () => {
    expect(media.down('lg')).toBe('@media (max-width: 991.98px)');
  });

  test('only() spans one breakpoint range', () => {
    expect(media.only('sm')).toBe('@media (min-width: 576px) and (max-width: 767.98px)');
    expect(media.only('xxl')).toBe('@media (min-width: 1400px)');
  });

  test.each(['sm', 'md', 'lg', 'xl', 'xxl'] as const)(
    'the browser applies up/down(%s) exactly from the breakpoint',
    async (breakpoint) => {
      const matches = (query: string) => window.matchMedia(query.replace('@media ', '')).matches;
      await page.viewport(breakpoints[breakpoint] - 1, 600);
      expect([matches(media.up(breakpoint)), matches(media.down(breakpoint))]).toEqual([
        false,
        true,
      ]);
      await page.viewport(breakpoints[breakpoint], 600);
      expect([matches(media.up(breakpoint)), matches(media.down(breakpoint))]).toEqual([
        true,
        false,
      ]);
    },
  );
});

describe('contentImageSizes', () => {
  const gridOfCards = contentImageSizes({ xs: 1, sm: 1 / 2, md: 1 / 3, lg: 1 / 4 });

  test('names the slot at each breakpoint, up to the container', () => {
    expect(gridOfCards).toBe(
      '(min-width: 1200px) 300px, (min-width: 992px) 25vw, (min-width: 768px) 33.33vw, ' +
        '(min-width: 576px) 50vw, 100vw',
    );
    expect(contentImageSizes({ xs: 1 })).toBe('(min-width: 1200px) 1200px, 100vw');
  });

  test.each([
    [412, '/copy-800.png'],
    [700, '/copy-400.png'],
    [1000, '/copy-400.png'],
    [1600, '/copy-400.png'],
  ])('a %i px wide window makes the browser fetch a card picture from %s', async (width, copy) => {
    expect(window.devicePixelRatio).toBe(1);
    await page.viewport(width, 800);
    const picture = document.createElement('img');
    picture.alt = '';
    picture.sizes = gridOfCards;
    picture.srcset = '/copy-400.png 400w, /copy-800.png 800w, /copy-1280.png 1280w';
    document.body.append(picture);
    try {
      await expect.poll(() => new URL(picture.currentSrc || 'x:/').pathname).toBe(copy);
    } finally {
      picture.remove();
    }
  });
});
