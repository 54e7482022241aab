import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageSection } from './PageSection';

const meta = {
  title: 'Library/Shell/PageSection',
  component: PageSection,
  args: { children: <p>Vehicle cards, forms or details go here.</p> },
} satisfies Meta<typeof PageSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unnamed: a plain section, no landmark. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Vehicle cards, forms or details go here.')).toBeVisible();
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvasElement.querySelector('section')).not.toBeNull();
  },
};

/** A label makes the section a region screen readers can jump to. */
export const Labelled: Story = {
  args: { label: 'Toyota Corolla' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Toyota Corolla' })).toBeVisible();
  },
};

/** Long reading text in a narrower column than the default one. */
export const Prose: Story = {
  args: {
    label: 'Privacy Policy',
    prose: true,
    children: (
      <>
        <h2>Interpretation and Definitions</h2>
        <p>
          Words with an initial capital letter have the meanings defined below; read more on the{' '}
          <a href="#definitions">definitions</a>.
        </p>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Privacy Policy' });
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'definitions' })).toBeVisible();
    const { maxWidth } = getComputedStyle(region);
    await expect(maxWidth).toBe('880px');
  },
};
