import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoBranches } from '../../storyFixtures';
import { BranchContact } from './BranchContact';

const meta = {
  title: 'Library/Branches/BranchContact',
  component: BranchContact,
  args: { branch: demoBranches[0]!, email: 'downtown@rentacar.example.com' },
} satisfies Meta<typeof BranchContact>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Address with directions, phone and e-mail, each a link. */
export const WithEmail: Story = {
  play: async ({ canvas }) => {
    const section = within(canvas.getByRole('region', { name: 'Address and contact' }));
    await expect(section.getByText('742 Evergreen Terrace', { exact: false })).toBeVisible();
    await expect(
      section.getByRole('link', { name: 'Directions to Springfield Downtown' }),
    ).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/directions?route=%3B39.7989%2C-89.6437',
    );
    await expect(section.getByRole('link', { name: '+1 555 0102 001' })).toHaveAttribute(
      'href',
      'tel:+15550102001',
    );
    await expect(
      section.getByRole('link', { name: 'downtown@rentacar.example.com' }),
    ).toHaveAttribute('href', 'mailto:downtown@rentacar.example.com');
  },
};

/** Without an e-mail address the row is left out. */
export const WithoutEmail: Story = {
  args: { email: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Phone')).toBeVisible();
    await expect(canvas.queryByText('Email')).toBeNull();
  },
};
