import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MainContent } from '../MainContent';
import { Navbar } from '../Navbar';
import { SkipLink } from './SkipLink';

const meta = {
  title: 'Library/Shell/SkipLink',
  component: SkipLink,
  parameters: { layout: 'fullscreen' },
  // As in a page: the link first, then the navigation it skips, then the main content.
  decorators: [
    (Story) => (
      <>
        <Story />
        <Navbar siteName="Rentacar" currentPath="/" onLogout={() => {}} />
        <MainContent>
          <p>Vehicle Models</p>
        </MainContent>
      </>
    ),
  ],
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: 'xs', isRotated: false } };

const skipsToMain: Story['play'] = async ({ canvas, userEvent }) => {
  const link = canvas.getByRole('link', { name: 'Skip to main content' });
  // Out of sight (a 1px clip) until a keyboard user reaches it.
  await expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  await userEvent.tab();
  await expect(link).toHaveFocus();
  await expect(link.getBoundingClientRect().width).toBeGreaterThan(1);
  await expect(link).toBeVisible();
  await userEvent.keyboard('{Enter}');
  await expect(canvas.getByRole('main')).toHaveFocus();
  // The next Tab goes on from the main content, past the navigation.
  await expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(1);
};

/** The first Tab shows it; Enter moves the focus past the navbar into the main content. */
export const Desktop: Story = { play: skipsToMain };

/** The same at phone width, where the navbar's links are folded under Menu. */
export const Phone: Story = { globals: mobile, play: skipsToMain };
