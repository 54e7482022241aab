import type { Meta, StoryObj } from '@storybook/react-vite';
import { styled } from 'styled-components';
import { expect, within } from 'storybook/test';
import { breakpoints, colors, textOnBackgroundPairs, theme } from './theme';

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
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

// The a11y check of this story is the visual counterpart of the contrast unit test.
export const ColourPairs: Story = {
  render: () => <ColorPairs />,
  play: async ({ canvas }) => {
    const pairs = within(canvas.getByRole('list', { name: 'Colour pairs' })).getAllByRole(
      'listitem',
    );
    await expect(pairs).toHaveLength(textOnBackgroundPairs.length);
  },
};

export const BreakpointList: Story = {
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
