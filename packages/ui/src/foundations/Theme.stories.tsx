import type { Meta, StoryObj } from '@storybook/react-vite';
import { styled } from 'styled-components';
import { expect, within } from 'storybook/test';
import { Button } from '../shell/Button';
import { GlobalStyle } from './GlobalStyle';
import { AnchorLink } from './link';
import { RentacarThemeProvider } from './RentacarThemeProvider';
import { breakpoints, colors, createTheme, textOnBackgroundPairs, theme } from './theme';
import { useRentacarTheme } from './useRentacarTheme';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Swatch = styled.li<{ $background: string; $foreground: string }>`
  padding: ${({ theme }) => theme.space.md};
  color: ${({ $foreground }) => $foreground};
  background: ${({ $background }) => $background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

/** Every text-on-background pair the components use, drawn with the tokens themselves. */
function ColorPairs() {
  return (
    <Grid aria-label="Colour pairs">
      {textOnBackgroundPairs.map(([text, background]) => (
        <Swatch
          key={`${text}-${background}`}
          $foreground={colors[text]}
          $background={colors[background]}
        >
          {text} on {background}
        </Swatch>
      ))}
    </Grid>
  );
}

function Breakpoints() {
  return (
    <dl>
      {Object.entries(breakpoints).map(([name, width]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>
            {width}px and up; transition {theme.transition.duration}
          </dd>
        </div>
      ))}
    </dl>
  );
}

const meta = {
  title: 'Library/Foundations/Theme',
  component: RentacarThemeProvider,
  subcomponents: { GlobalStyle, AnchorLink },
} satisfies Meta;

export default meta;
// The stories render the tokens themselves, not the provider's args.
type Story = StoryObj;

// The a11y check of this story is the visual counterpart of the contrast unit test.
export const ColourPairs: Story = {
  // A view of the theme's values, not a usage to copy: no "Show code".
  parameters: { docs: { canvas: { sourceState: 'none' } } },
  render: () => <ColorPairs />,
  play: async ({ canvas }) => {
    const pairs = within(canvas.getByRole('list', { name: 'Colour pairs' })).getAllByRole(
      'listitem',
    );
    await expect(pairs).toHaveLength(textOnBackgroundPairs.length);
  },
};

export const BreakpointList: Story = {
  // A view of the theme's values, not a usage to copy: no "Show code".
  parameters: { docs: { canvas: { sourceState: 'none' } } },
  render: () => <Breakpoints />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'xs',
      'sm',
      'md',
      'lg',
      'xl',
      'xxl',
    ]);
    await expect(canvas.getByText(/^992px and up/)).toBeVisible();
  },
};

const whiteLabel = createTheme({ colors: { primary: '#0b5fff', primaryHover: '#0847c2' } });

/** A host's white-label palette: `createTheme` replaces two tokens and keeps the rest. */
export const WhiteLabelPalette: Story = {
  render: () => (
    <RentacarThemeProvider theme={whiteLabel} withGlobalStyle={false}>
      <Button>Rent Now</Button>
    </RentacarThemeProvider>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Rent Now' });
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(11, 95, 255)');
  },
};

/** The plain anchor components fall back to when the app passes no router link. */
export const PlainLink: Story = {
  render: () => <AnchorLink href="/vehicles/3">Ford Transit Custom</AnchorLink>,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Ford Transit Custom' })).toHaveAttribute(
      'href',
      '/vehicles/3',
    );
  },
};

/** A host component reading the tokens through the typed hook, without retyping `DefaultTheme`. */
function PrimaryToken() {
  const { colors: palette } = useRentacarTheme();
  return <p>Primary colour: {palette.primary}</p>;
}

export const TypedThemeHook: Story = {
  render: () => (
    <RentacarThemeProvider theme={whiteLabel} withGlobalStyle={false}>
      <PrimaryToken />
    </RentacarThemeProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Primary colour: #0b5fff')).toBeVisible();
  },
};
