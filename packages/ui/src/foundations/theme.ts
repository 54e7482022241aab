/**
 * Design tokens. Every colour pair used for text on a background meets WCAG AA (4.5:1);
 * `foundations.test.ts` checks the pairs listed in `textOnBackgroundPairs`.
 */
export const breakpoints = {
  xs: 0,
  sm: 576,
  md: 768,
  lg: 992,
  xl: 1200,
  xxl: 1400,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/** The palette. Values are any CSS colour; `createTheme` replaces some and keeps the rest. */
export interface RentacarColors {
  primary: string;
  primaryHover: string;
  onPrimary: string;
  secondary: string;
  secondaryHover: string;
  onSecondary: string;
  danger: string;
  dangerHover: string;
  onDanger: string;
  success: string;
  onSuccess: string;
  text: string;
  textMuted: string;
  background: string;
  surface: string;
  surfaceAlt: string;
  border: string;
  dark: string;
  onDark: string;
  onDarkMuted: string;
  /** Highlighted text on `dark` (the hero's and the footer's accents). */
  accentOnDark: string;
  /** Focus outlines. */
  focus: string;
  /** The backdrop behind dialogs. */
  overlay: string;
}

export type ColorToken = keyof RentacarColors;

export const colors: RentacarColors = {
  primary: '#b43c0a',
  primaryHover: '#8f2f07',
  onPrimary: '#ffffff',
  secondary: '#374151',
  secondaryHover: '#1f2937',
  onSecondary: '#ffffff',
  danger: '#b91c1c',
  dangerHover: '#991b1b',
  onDanger: '#ffffff',
  success: '#166534',
  onSuccess: '#ffffff',
  text: '#1f2937',
  textMuted: '#4b5563',
  background: '#f5f6f8',
  surface: '#ffffff',
  surfaceAlt: '#eef0f3',
  border: '#c9ced6',
  dark: '#141a23',
  onDark: '#f9fafb',
  onDarkMuted: '#cbd2dc',
  accentOnDark: '#fb923c',
  focus: '#1d4ed8',
  overlay: 'rgba(17, 24, 39, 0.6)',
};

/**
 * The design tokens every component reads. Token names are part of the public API (removing or
 * renaming one is a breaking change); their values are strings (numbers for weights, line heights,
 * z-indices and durations in ms) so a host can supply its own.
 */
export interface RentacarTheme {
  colors: RentacarColors;
  breakpoints: Record<Breakpoint, number>;
  space: Record<
    | 'none'
    | 'xxs'
    | 'xs'
    | 'sm'
    | 'slideGapSm'
    | 'md'
    | 'slideGapLg'
    | 'lg'
    | 'xl'
    | 'xxl'
    | 'xxxl',
    string
  >;
  /** `thick` is for focus outlines and the active tab's underline. */
  borderWidths: Record<'thin' | 'medium' | 'thick', string>;
  radii: Record<'none' | 'sm' | 'md' | 'lg' | 'pill' | 'round', string>;
  fonts: Record<'body' | 'heading' | 'mono', string>;
  fontSizes: Record<'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl' | 'display', string>;
  fontWeights: Record<'regular' | 'bold', number>;
  lineHeights: Record<'tight' | 'body', number>;
  /** `focus` is the focus ring drawn with `colors.focus`. */
  shadows: Record<'sm' | 'md' | 'lg' | 'focus', string>;
  zIndices: Record<
    'base' | 'raised' | 'dropdown' | 'sticky' | 'overlay' | 'modal' | 'toast',
    number
  >;
  sizes: Record<
    | 'container'
    | 'navbarHeight'
    | 'spinnerSm'
    | 'spinnerMd'
    | 'spinnerLg'
    | 'cardImageHeight'
    | 'iconButton'
    | 'touchTarget'
    | 'featureBadge'
    | 'carouselDot'
    | 'menuIconWidth'
    | 'caret'
    | 'menuMinWidth'
    | 'loadingLogo'
    | 'mapHeight'
    | 'blockImage'
    | 'proseColumn'
    | 'avatar'
    | 'emailFrameHeight',
    string
  >;
  /** `reduced` is what animations shrink to under `prefers-reduced-motion`. */
  transition: { duration: string; durationMs: number; easing: string; reduced: string };
}

const focusRingShadow = (width: string, color: string) => `0 0 0 ${width} ${color}`;

/** The default Rentacar theme. */
export const theme: RentacarTheme = {
  colors,
  breakpoints,
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    slideGapSm: '10px',
    md: '16px',
    slideGapLg: '20px',
    lg: '24px',
    xl: '32px',
    xxl: '48px',
    xxxl: '64px',
  },
  borderWidths: {
    thin: '1px',
    medium: '2px',
    /** Focus outlines and the active tab's underline. */
    thick: '3px',
  },
  radii: {
    none: '0',
    sm: '4px',
    md: '8px',
    lg: '16px',
    pill: '999px',
    round: '50%',
  },
  fonts: {
    body: '"Liberation Sans", "DejaVu Sans", Arial, Helvetica, sans-serif',
    heading: '"Liberation Sans", "DejaVu Sans", Arial, Helvetica, sans-serif',
    mono: '"Liberation Mono", "DejaVu Sans Mono", monospace',
  },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.25rem',
    xl: '1.5rem',
    xxl: '2rem',
    display: '2.75rem',
  },
  fontWeights: {
    regular: 400,
    bold: 700,
  },
  lineHeights: {
    tight: 1.2,
    body: 1.5,
  },
  shadows: {
    sm: '0 1px 2px rgba(17, 24, 39, 0.12)',
    md: '0 4px 12px rgba(17, 24, 39, 0.15)',
    lg: '0 12px 32px rgba(17, 24, 39, 0.2)',
    focus: focusRingShadow('3px', colors.focus),
  },
  zIndices: {
    base: 0,
    raised: 10,
    dropdown: 1000,
    sticky: 1020,
    overlay: 1040,
    modal: 1050,
    toast: 1090,
  },
  sizes: {
    container: '1200px',
    navbarHeight: '64px',
    spinnerSm: '1em',
    spinnerMd: '2rem',
    spinnerLg: '3.5rem',
    cardImageHeight: '180px',
    /** Round icon buttons and the navbar logo. */
    iconButton: '40px',
    /** The smallest comfortable height of a touch target. */
    touchTarget: '48px',
    featureBadge: '56px',
    carouselDot: '14px',
    /** The hamburger icon's bars. */
    menuIconWidth: '22px',
    /** Half the width of the user menu's dropdown caret. */
    caret: '5px',
    menuMinWidth: '200px',
    loadingLogo: '240px',
    mapHeight: '320px',
    /** Illustrations in the home page's text blocks. */
    blockImage: '720px',
    /** The reading column of long texts (the privacy policy). */
    proseColumn: '880px',
    /** The initials badge of the signed-in user's profile. */
    avatar: '4rem',
    /** The frame that previews an e-mail's HTML part in the admin area. */
    emailFrameHeight: '720px',
  },
  transition: {
    duration: '300ms',
    durationMs: 300,
    easing: 'ease-in-out',
    /** What animations shrink to under `prefers-reduced-motion` (0 would skip their end events). */
    reduced: '0.01ms',
  },
};

/** Text/background pairs the components use; each must reach WCAG AA contrast 4.5:1. */
export const textOnBackgroundPairs: ReadonlyArray<readonly [ColorToken, ColorToken]> = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surfaceAlt'],
  ['textMuted', 'surface'],
  ['textMuted', 'background'],
  ['primary', 'surface'],
  ['primary', 'background'],
  ['onPrimary', 'primary'],
  ['onPrimary', 'primaryHover'],
  ['onSecondary', 'secondary'],
  ['onSecondary', 'secondaryHover'],
  ['onDanger', 'danger'],
  ['onDanger', 'dangerHover'],
  ['danger', 'surface'],
  ['onSuccess', 'success'],
  ['onDark', 'dark'],
  ['onDarkMuted', 'dark'],
  ['accentOnDark', 'dark'],
];

/** Token groups with some tokens replaced; every group and token is optional. */
export type ThemeOverrides = {
  [Group in keyof RentacarTheme]?: Partial<RentacarTheme[Group]>;
};

/**
 * A complete theme from the default one with some tokens replaced, e.g. a white-label palette:
 * `createTheme({ colors: { primary: '#0b5fff', primaryHover: '#0847c2' } })`. The focus ring
 * follows a replaced `colors.focus` unless `shadows.focus` is given too. Keep the text/background
 * pairs of `textOnBackgroundPairs` at WCAG AA contrast (4.5:1).
 */
export function createTheme(overrides: ThemeOverrides = {}): RentacarTheme {
  const merged = Object.fromEntries(
    Object.entries(theme).map(([group, tokens]) => [
      group,
      { ...tokens, ...overrides[group as keyof RentacarTheme] },
    ]),
  ) as unknown as RentacarTheme;
  if (overrides.colors?.focus && !overrides.shadows?.focus) {
    merged.shadows.focus = focusRingShadow(merged.borderWidths.thick, merged.colors.focus);
  }
  return merged;
}
