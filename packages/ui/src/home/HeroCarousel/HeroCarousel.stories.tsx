import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, type userEvent as storyUserEvent, type within } from 'storybook/test';
import { HeroCarousel, SLIDER_LOAD_DELAY_MS } from './HeroCarousel';

const meta = {
  title: 'Library/Home/HeroCarousel',
  component: HeroCarousel,
  parameters: { layout: 'fullscreen' },
  // Stories start paused so every run sees the same slide; the Autoplay story shows the default.
  args: { autoPlay: false },
} satisfies Meta<typeof HeroCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;
type UserEvent = ReturnType<typeof storyUserEvent.setup>;

/** The slider's chunk, which the dev server may take seconds to serve on a busy machine. */
const SLIDER_CHUNK_WAIT_MS = 8000;

const hero = (canvas: Canvas) => canvas.getByRole('region', { name: 'Promotions' });

/** Its dots show that the slider is in. */
const findSlider = (canvas: Canvas, timeout = SLIDER_CHUNK_WAIT_MS) =>
  canvas.findByRole('button', { name: 'Slide 1' }, { timeout });

/** The slider loads when the visitor reaches for the hero: here, a pointer over it. */
const sliderLoaded = async (canvas: Canvas, userEvent: UserEvent) => {
  await userEvent.hover(hero(canvas));
  return findSlider(canvas);
};

const currentSlideTitle = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[aria-roledescription="slide"]:not([inert]) h2')?.textContent;

export const FirstSlide: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await sliderLoaded(canvas, userEvent);
    await expect(canvas.getByRole('region', { name: 'Promotions' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    await expect(currentSlideTitle(canvasElement)).toBe('Car Rent Service In Your City');
    const visibleSlide = canvas.getByRole('group', { name: '1 of 2' });
    await expect(visibleSlide).toHaveTextContent(/airports/);
    await expect(canvas.getAllByRole('link', { name: 'Rent Now' })).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Slide 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

export const NextAndPreviousButtons: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await sliderLoaded(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await waitFor(() =>
      expect(currentSlideTitle(canvasElement)).toBe('Quality Cars with Unlimited Miles'),
    );
    await expect(canvas.getByRole('group', { name: '2 of 2' })).toHaveTextContent(
      /convertible, luxury and premium/,
    );
    // Wraps around from the last slide to the first.
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await waitFor(() =>
      expect(currentSlideTitle(canvasElement)).toBe('Car Rent Service In Your City'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await waitFor(() =>
      expect(currentSlideTitle(canvasElement)).toBe('Quality Cars with Unlimited Miles'),
    );
  },
};

/** Previous on the first slide wraps around to the last one, as Next wraps from the last to the first. */
export const PreviousWrapsAround: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await sliderLoaded(canvas, userEvent);
    await expect(currentSlideTitle(canvasElement)).toBe('Car Rent Service In Your City');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await waitFor(() =>
      expect(currentSlideTitle(canvasElement)).toBe('Quality Cars with Unlimited Miles'),
    );
    // The slide shown is the last one itself, not the copy the library animates through.
    await expect(canvas.getByRole('group', { name: '2 of 2' })).not.toHaveAttribute('inert');
    await expect(canvas.getByRole('link', { name: 'Rent Now' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Slide 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

/**
 * The carousel library reads the legacy `keyCode` that browsers still send and user-event omits,
 * so the arrow key presses are dispatched as the browser would.
 */
const pressArrow = (target: Element, key: 'ArrowLeft' | 'ArrowRight') =>
  target.dispatchEvent(
    new KeyboardEvent('keydown', {
      key,
      keyCode: key === 'ArrowLeft' ? 37 : 39,
      bubbles: true,
    }),
  );

export const KeyboardArrows: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const indicator = await sliderLoaded(canvas, userEvent);
    indicator.focus();
    pressArrow(indicator, 'ArrowRight');
    await waitFor(() =>
      expect(currentSlideTitle(canvasElement)).toBe('Quality Cars with Unlimited Miles'),
    );
    pressArrow(indicator, 'ArrowLeft');
    await waitFor(() =>
      expect(currentSlideTitle(canvasElement)).toBe('Car Rent Service In Your City'),
    );
  },
};

export const IndicatorSelectsSlide: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await sliderLoaded(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Slide 2' }));
    await waitFor(() =>
      expect(currentSlideTitle(canvasElement)).toBe('Quality Cars with Unlimited Miles'),
    );
    await expect(canvas.getByRole('button', { name: 'Slide 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

export const Swipe: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await sliderLoaded(canvas, userEvent);
    const slide = canvas.getByRole('group', { name: '1 of 2' });
    const { left, top, width } = slide.getBoundingClientRect();
    const y = top + 20;
    const start = left + width / 2;
    // A 30 px drag stays under the 40 px threshold: nothing changes.
    await userEvent.pointer([
      {
        keys: '[MouseLeft>]',
        target: slide,
        coords: { clientX: start, clientY: y, screenX: start, screenY: y },
      },
      {
        target: slide,
        coords: { clientX: start - 30, clientY: y, screenX: start - 30, screenY: y },
      },
      {
        keys: '[/MouseLeft]',
        target: slide,
        coords: { clientX: start - 30, clientY: y, screenX: start - 30, screenY: y },
      },
    ]);
    await expect(currentSlideTitle(canvasElement)).toBe('Car Rent Service In Your City');
    // A 120 px drag to the left moves forward.
    await userEvent.pointer([
      {
        keys: '[MouseLeft>]',
        target: slide,
        coords: { clientX: start, clientY: y, screenX: start, screenY: y },
      },
      {
        target: slide,
        coords: { clientX: start - 60, clientY: y, screenX: start - 60, screenY: y },
      },
      {
        target: slide,
        coords: { clientX: start - 120, clientY: y, screenX: start - 120, screenY: y },
      },
      {
        keys: '[/MouseLeft]',
        target: slide,
        coords: { clientX: start - 120, clientY: y, screenX: start - 120, screenY: y },
      },
    ]);
    await waitFor(() =>
      expect(currentSlideTitle(canvasElement)).toBe('Quality Cars with Unlimited Miles'),
    );
  },
};

/** Without the visitor reaching for it, the first slide stands alone until the slider comes. */
export const SliderComesOnItsOwn: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Rent Now' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Slide 1' })).toBeNull();
    await findSlider(canvas, SLIDER_LOAD_DELAY_MS + SLIDER_CHUNK_WAIT_MS);
    await expect(canvas.getByRole('group', { name: '1 of 2' })).toHaveTextContent(/airports/);
  },
};

/**
 * A keyboard user who tabs onto the first slide's link brings the slider in, and stays on the
 * same link in it: the slider's markup replaces the first slide's.
 */
export const FocusStaysOnTheLinkAsTheSliderComes: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Rent Now' })).toHaveFocus();
    await findSlider(canvas);
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Rent Now' })).toHaveFocus());
  },
};

/**
 * Arrow keys turn the slides while focus is on a slide's link: focus follows to the link of the
 * slide shown (the slide it was on turns inert), so the next arrow key works too.
 */
export const ArrowKeysKeepFocusOnTheSlides: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.tab();
    await findSlider(canvas);
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Rent Now' })).toHaveFocus());
    for (const title of ['Quality Cars with Unlimited Miles', 'Car Rent Service In Your City']) {
      pressArrow(canvas.getByRole('link', { name: 'Rent Now' }), 'ArrowRight');
      await waitFor(() => expect(currentSlideTitle(canvasElement)).toBe(title));
      await waitFor(() => expect(canvas.getByRole('link', { name: 'Rent Now' })).toHaveFocus());
    }
  },
};

export const Autoplay: Story = {
  args: { autoPlay: true },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Pause' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAccessibleName('Play');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Car Rent Service In Your City' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Rent Now' })).toBeVisible();
  },
};
