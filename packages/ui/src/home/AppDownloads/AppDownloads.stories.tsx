import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import heroCar from '../../assets/hero-car-1.png';
import { AppDownloads } from './AppDownloads';

const meta = {
  title: 'Library/Home/AppDownloads',
  component: AppDownloads,
  parameters: { layout: 'fullscreen' },
  args: {
    appStoreHref: 'https://apps.apple.com/app/rentacar',
    googlePlayHref: 'https://play.google.com/store/apps/details?id=rentacar',
  },
} satisfies Meta<typeof AppDownloads>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: 'Download Our App' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'App Store' })).toHaveAttribute(
      'href',
      args.appStoreHref,
    );
    await expect(canvas.getByRole('link', { name: 'Google Play' })).toHaveAttribute(
      'href',
      args.googlePlayHref,
    );
  },
};

export const WithImage: Story = {
  args: { imageUrl: heroCar },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('src', heroCar);
  },
};

export const OneStore: Story = {
  args: { googlePlayHref: undefined },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: 'Download Our App' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'App Store' })).toHaveAttribute(
      'href',
      args.appStoreHref,
    );
    await expect(canvas.queryByRole('link', { name: 'Google Play' })).toBeNull();
  },
};

export const NoStores: Story = {
  args: { appStoreHref: undefined, googlePlayHref: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Download Our App' })).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
