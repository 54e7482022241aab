import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoSiteInfo } from '../../storyFixtures';
import { ContactInfo } from './ContactInfo';

const meta = {
  title: 'Library/Shell/ContactInfo',
  component: ContactInfo,
  args: { siteInfo: demoSiteInfo },
} satisfies Meta<typeof ContactInfo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithMap: Story = {
  play: async ({ canvas, canvasElement }) => {
    const info = within(canvas.getByRole('region', { name: 'Contact Info' }));
    await expect(info.getByText(demoSiteInfo.address)).toBeVisible();
    await expect(info.getByRole('link', { name: demoSiteInfo.phones[1] })).toHaveAttribute(
      'href',
      'tel:+15550102001',
    );
    await expect(info.getByRole('link', { name: demoSiteInfo.email })).toHaveAttribute(
      'href',
      `mailto:${demoSiteInfo.email}`,
    );
    const map = canvasElement.querySelector('iframe');
    await expect(map).toHaveAttribute('title', 'Rentacar on the map');
    await expect(map).toHaveAttribute('src', demoSiteInfo.mapsEmbedUrl);
  },
};

export const WithoutMap: Story = {
  args: { showMap: false },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Contact Info' })).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};
