import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoSiteInfo } from '../../storyFixtures';
import { Footer } from './Footer';

const meta = {
  title: 'Library/Shell/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: { siteInfo: demoSiteInfo },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const quickLinks = within(canvas.getByRole('navigation', { name: 'Quick Links' }));
    await expect(quickLinks.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/vehicles',
      '/about',
      '/contact',
      '/privacy-policy',
    ]);

    const hours = canvas.getByRole('region', { name: 'Working Hours' });
    await expect(hours).toHaveTextContent('Mon-Fri09:00AM-09:00PM');
    await expect(hours).toHaveTextContent('Saturday09:00AM-07:00PM');
    await expect(hours).toHaveTextContent('Sunday09:00AM-05:00PM');

    const contact = within(canvas.getByRole('region', { name: 'Contact' }));
    await expect(contact.getByText(demoSiteInfo.address)).toBeVisible();
    await expect(contact.getByRole('link', { name: demoSiteInfo.email })).toHaveAttribute(
      'href',
      `mailto:${demoSiteInfo.email}`,
    );
    await expect(contact.getByRole('link', { name: demoSiteInfo.phones[0] })).toHaveAttribute(
      'href',
      'tel:+15550102000',
    );
    await expect(contact.getByRole('link', { name: demoSiteInfo.phones[1] })).toHaveAttribute(
      'href',
      'tel:+15550102001',
    );
  },
};

export const OtherSite: Story = {
  args: {
    siteInfo: {
      ...demoSiteInfo,
      siteName: 'City Cars',
      email: 'hello@citycars.example',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'City Cars' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'hello@citycars.example' })).toBeVisible();
    await expect(canvas.getByText('© City Cars')).toBeVisible();
  },
};
