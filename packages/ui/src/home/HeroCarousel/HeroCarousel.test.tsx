import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { RentacarThemeProvider } from '../../foundations';
import { HeroCarousel } from './HeroCarousel';
import { defaultHeroSlides, SLIDE_INTERVAL_MS, type HeroSlide } from './slides';

// The spec's clock, on the browser's timers replaced by fake ones: each step is exact, so the test
// neither waits real seconds nor depends on how busy the machine is.
const [first, second] = defaultHeroSlides.map((slide) => slide.title);

const shownTitle = () =>
  [...document.querySelectorAll('[aria-roledescription="slide"]:not([inert]) h2')].find(
    (title) => title.closest('[inert]') === null,
  )?.textContent;

/** Moves the clock on and lets React render what the timers started. */
const after = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** A frame of real time: animation frames run on, while the timers stand still. */
const nextFrame = () =>
  act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

/** Lets the slider's chunk (already in the module cache) arrive and render, frame by frame. */
const sliderArrives = async () => {
  for (let frame = 0; frame < 600; frame++) {
    if (screen.queryByRole('button', { name: 'Slide 1' })) return;
    await nextFrame();
  }
  throw new Error('The slider did not come');
};

const showHero = (slides?: HeroSlide[]) =>
  render(
    <RentacarThemeProvider>
      <HeroCarousel slides={slides} />
    </RentacarThemeProvider>,
  );

describe('HeroCarousel', () => {
  // The chunk the hero imports when the slider is wanted: loaded once, so its import resolves
  // without a network request the fake timers would have to wait for.
  beforeAll(() => import('./SlideCarousel'));
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  test('advances every SLIDE_INTERVAL_MS from the first paint, before and after the slider comes', async () => {
    showHero();
    expect(shownTitle()).toBe(first);
    await after(SLIDE_INTERVAL_MS - 1);
    expect(shownTitle()).toBe(first);
    await after(1);
    expect(shownTitle()).toBe(second);

    // The slider loaded meanwhile; it shows the same slide and keeps the same beat.
    await sliderArrives();
    expect(shownTitle()).toBe(second);
    await after(SLIDE_INTERVAL_MS - 10);
    expect(shownTitle()).toBe(second);
    await after(10);
    expect(shownTitle()).toBe(first);
    await after(SLIDE_INTERVAL_MS - 10);
    expect(shownTitle()).toBe(first);
    await after(10);
    expect(shownTitle()).toBe(second);
  });

  test('keeps keyboard focus in the carousel as the slider takes over and the arrows turn it', async () => {
    showHero();
    const staticLink = screen.getByRole('link', { name: 'Rent Now' });
    act(() => staticLink.focus());
    await sliderArrives();
    const firstLink = screen.getByRole('link', { name: 'Rent Now' });
    expect(firstLink).toHaveFocus();
    expect(shownTitle()).toBe(first);

    // The carousel library reads the legacy keyCode that browsers still send.
    const pressArrowRight = () =>
      act(() => {
        fireEvent.keyDown(document.activeElement ?? document.body, {
          key: 'ArrowRight',
          keyCode: 39,
        });
      });
    pressArrowRight();
    await after(0);
    expect(shownTitle()).toBe(second);
    expect(document.activeElement).not.toBe(document.body);
    expect(screen.getByRole('link', { name: 'Rent Now' })).toHaveFocus();

    pressArrowRight();
    await after(0);
    expect(shownTitle()).toBe(first);
    expect(screen.getByRole('link', { name: 'Rent Now' })).toHaveFocus();
  });

  test('Previous on the first slide wraps around to the last, as Next wraps to the first', async () => {
    // Three slides, so the last one is not also the next one.
    const third = { ...defaultHeroSlides[0]!, title: 'Third slide' };
    showHero([...defaultHeroSlides, third]);
    // A pointer over the hero brings the slider in.
    fireEvent.pointerOver(screen.getByRole('region', { name: 'Promotions' }));
    await sliderArrives();
    expect(shownTitle()).toBe(first);

    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    await after(0);
    expect(shownTitle()).toBe(third.title);
    expect(screen.getByRole('button', { name: 'Slide 3' })).toHaveAttribute('aria-current', 'true');
  });
});
