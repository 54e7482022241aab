import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { expectFitsPhone } from '../../forms/testing/storyChecks';
import { DataDownloadCard } from './DataDownloadCard';

const phone = { viewport: { value: 'xs', isRotated: false } };

const meta = {
  title: 'Library/Data/DataDownloadCard',
  component: DataDownloadCard,
  args: { onDownload: fn() },
} satisfies Meta<typeof DataDownloadCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const card = within(canvas.getByRole('region', { name: 'Your data' }));
    await expect(card.getByText(/A copy of everything we keep about you/)).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'Download my data' }));
    await expect(args.onDownload).toHaveBeenCalledOnce();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    const download = canvas.getByRole('button', { name: /Download my data/ });
    await expect(download).toBeDisabled();
    await expect(download).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadedOnPhone: Story = {
  ...Loaded,
  globals: phone,
  play: async (context) => {
    await Loaded.play!(context);
    await expectFitsPhone();
  },
};
