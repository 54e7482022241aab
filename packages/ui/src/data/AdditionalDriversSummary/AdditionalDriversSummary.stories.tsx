import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { driverValues } from '../../forms/testing/sampleValues';
import { AdditionalDriversSummary } from './AdditionalDriversSummary';

const meta = {
  title: 'Library/Data/AdditionalDriversSummary',
  component: AdditionalDriversSummary,
  args: {
    drivers: [
      { ...driverValues, firstName: 'Ada', lastName: 'Second' },
      { ...driverValues, firstName: 'Bea', lastName: 'Third', licenseNumber: 'B-77' },
    ],
  },
} satisfies Meta<typeof AdditionalDriversSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each driver under their number and name, with their licence. */
export const Drivers: Story = {
  play: async ({ canvas }) => {
    const section = within(canvas.getByRole('region', { name: 'Additional drivers' }));
    await expect(
      section.getByRole('heading', { name: 'Additional driver 2: Bea Third' }),
    ).toBeVisible();
    await expect(section.getAllByText('License number')[1]!.nextElementSibling).toHaveTextContent(
      'B-77',
    );
  },
};

/** On a phone the details stay readable in one column. */
export const Phone: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: Drivers.play,
};
