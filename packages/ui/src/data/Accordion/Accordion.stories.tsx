import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Accordion } from './Accordion';

const meta = {
  title: 'Library/Data/Accordion',
  component: Accordion,
  args: {
    sections: [
      { id: 'first', title: 'Reservation Details', content: <p>Pick-up at the airport</p> },
      { id: 'second', title: 'Vehicle Details', content: <p>Audi A4, 4 doors</p> },
    ],
  },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstOpenByDefault: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Reservation Details' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('region', { name: 'Reservation Details' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Vehicle Details' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.getByText('Audi A4, 4 doors')).not.toBeVisible();
  },
};

export const ChosenSectionOpen: Story = {
  args: { defaultOpenId: 'second' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Audi A4, 4 doors')).toBeVisible();
    await expect(canvas.getByText('Pick-up at the airport')).not.toBeVisible();
  },
};

export const ToggleWithKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Reservation Details' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Pick-up at the airport')).not.toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: 'Vehicle Details' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('region', { name: 'Vehicle Details' })).toBeVisible();
  },
};
