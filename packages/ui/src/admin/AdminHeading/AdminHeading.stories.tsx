import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../../shell/Button';
import { AdminHeading } from './AdminHeading';

const meta = {
  title: 'Library/Admin/AdminHeading',
  component: AdminHeading,
  args: { children: 'Vehicles' },
} satisfies Meta<typeof AdminHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An edit screen: the title only. */
export const TitleOnly: Story = {
  args: { children: 'Reservation 12' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Reservation 12');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A list screen: its buttons sit under the title, at the right. */
export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button variant="secondary">Download Vehicles</Button>
        <Button>New Vehicle</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Vehicles' });
    const newVehicle = canvas.getByRole('button', { name: 'New Vehicle' });
    await expect(newVehicle.getBoundingClientRect().top).toBeGreaterThan(
      heading.getBoundingClientRect().top,
    );
    await expect(canvas.getByRole('button', { name: 'Download Vehicles' })).toBeVisible();
  },
};
