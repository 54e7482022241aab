import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoVehicles, highlightTerms } from '../../storyFixtures';
import { PropertyHighlights } from './PropertyHighlights';
import { PropertyList } from './PropertyList';

const withAirConditioning = demoVehicles[0]!;
const withoutAirConditioning = demoVehicles.find((vehicle) => !vehicle.airConditioning)!;

const meta = {
  title: 'Library/Vehicles/PropertyHighlights',
  component: PropertyHighlights,
  subcomponents: { PropertyList },
  args: { vehicle: withAirConditioning },
} satisfies Meta<typeof PropertyHighlights>;

export default meta;
type Story = StoryObj<typeof meta>;

const termsOf = (element: HTMLElement) =>
  within(element)
    .getAllByRole('term')
    .map((term) => term.textContent);

export const WithAirConditioning: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Property Highlights' });
    await expect(termsOf(section)).toEqual(highlightTerms);
    await expect(
      within(section)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['Toyota Corolla', '4', '5', '2', 'Automatic', 'Yes', 'Gasoline', '2']);
  },
};

export const WithoutAirConditioning: Story = {
  args: { vehicle: withoutAirConditioning },
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Property Highlights' });
    await expect(termsOf(section)).not.toContain('Air Conditioning');
    await expect(termsOf(section)).toHaveLength(7);
  },
};

/** The bare description list, for layouts of the host's own. */
export const ListOnly: Story = {
  render: ({ vehicle }) => <PropertyList vehicle={vehicle} />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term')).toHaveLength(8);
    await expect(canvas.getByText('Toyota Corolla')).toBeVisible();
  },
};
