import { composeStories } from '@storybook/react-vite';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { RentacarThemeProvider } from './foundations';
import { demoVehicles } from './storyFixtures';
import * as heroStories from './home/HeroCarousel/HeroCarousel.stories';
import * as sliderStories from './home/VehicleSlider/VehicleSlider.stories';
import * as footerStories from './shell/Footer/Footer.stories';
import * as navbarStories from './shell/Navbar/Navbar.stories';
import * as notFoundStories from './shell/NotFound/NotFound.stories';
import * as gridStories from './vehicles/VehicleGrid/VehicleGrid.stories';

// Visual baselines of the key screens at a phone, a tablet and a desktop width. Baselines live in
// __screenshots__/visual.test.tsx/; refresh them deliberately with `-u` after a visual change.
const { LoggedOut, LoggedInCustomer } = composeStories(navbarStories);
const { Default: FooterDefault } = composeStories(footerStories);
const { FirstSlide } = composeStories(heroStories);
const { FirstModelActive } = composeStories(sliderStories);
const { Large: Grid } = composeStories(gridStories);
const { Default: NotFoundDefault } = composeStories(notFoundStories);

/**
 * The hero as a visitor who reached for it sees it, with the slider in. The pointer is a synthetic
 * event, so no hover style shows; the slider's chunk may take seconds on a busy machine.
 */
const bringHeroSliderIn = async () => {
  fireEvent.pointerEnter(screen.getByRole('region', { name: 'Promotions' }));
  await screen.findByRole('button', { name: 'Slide 1' }, { timeout: 10_000 });
};

const screens: Array<{ name: string; element: ReactElement; ready?: () => Promise<void> }> = [
  { name: 'navbar-logged-out', element: <LoggedOut /> },
  {
    name: 'navbar-logged-in',
    element: <LoggedInCustomer />,
    // The user's menu loads in a chunk of its own, which may take seconds on a busy machine; on
    // phones it sits in the folded menu.
    ready: async () => {
      await screen.findByRole('button', { name: 'Jane Cooper', hidden: true }, { timeout: 10_000 });
    },
  },
  { name: 'footer', element: <FooterDefault /> },
  { name: 'hero-carousel', element: <FirstSlide />, ready: bringHeroSliderIn },
  { name: 'vehicle-slider', element: <FirstModelActive /> },
  { name: 'vehicle-grid', element: <Grid vehicles={demoVehicles.slice(0, 4)} /> },
  { name: 'not-found', element: <NotFoundDefault /> },
];

const widths = [375, 768, 1280];

/**
 * How long two screenshots in a row may take to agree. The default, 5 s, is too short for a grid
 * of pictures on a busy two-core CI machine; a real difference still fails.
 */
const STABLE_SCREENSHOT_TIMEOUT = 15_000;

/** Screenshots must not catch a transition half-way. */
const stillFrames = `*, *::before, *::after { transition: none !important; animation: none !important; }`;

const imagesLoaded = (container: HTMLElement) =>
  Promise.all(
    [...container.querySelectorAll('img')].map((image) =>
      image.complete ? Promise.resolve() : image.decode(),
    ),
  );

afterEach(cleanup);

describe.each(widths)('at %i px wide', (width) => {
  beforeEach(async () => {
    await page.viewport(width, 2000);
  });

  test.each(screens)(
    '$name looks as recorded',
    async ({ name, element, ready }) => {
      const { container } = render(
        <RentacarThemeProvider>
          <style>{stillFrames}</style>
          {element}
        </RentacarThemeProvider>,
      );
      await ready?.();
      await imagesLoaded(container);
      await expect.element(page.elementLocator(container)).toMatchScreenshot(`${name}-${width}`, {
        comparatorName: 'pixelmatch',
        comparatorOptions: { allowedMismatchedPixelRatio: 0.002 },
        timeout: STABLE_SCREENSHOT_TIMEOUT,
      });
    },
    STABLE_SCREENSHOT_TIMEOUT * 2,
  );
});
