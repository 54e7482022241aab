import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { demoBranches } from '../../storyFixtures';
import { BranchSelect, type BranchSelectProps } from './BranchSelect';

const options = demoBranches.map((branch) => ({ value: branch.slug, name: branch.name }));

/** Holds the choice as a host would. */
function Chosen(props: BranchSelectProps) {
  const [value, setValue] = useState(props.value);
  return (
    <BranchSelect
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Library/Branches/BranchSelect',
  component: BranchSelect,
  args: { id: 'branch', label: 'Branch', branches: options, value: '', onChange: fn() },
  render: (args) => <Chosen {...args} />,
  parameters: {
    docs: {
      source: {
        code: '<BranchSelect id="branch" label="Branch" branches={branches} value={slug} onChange={setSlug} emptyChoice="All branches" />',
      },
    },
  },
} satisfies Meta<typeof BranchSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty first choice, then the branches; chosen with the keyboard. */
export const WithEmptyChoice: Story = {
  args: { emptyChoice: 'All branches' },
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Branch' });
    await expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'Springfield Airport');
    await expect(args.onChange).toHaveBeenCalledWith('springfield-airport');
    await expect(select).toHaveValue('springfield-airport');
  },
};

/** Without an empty choice a branch is always chosen. */
export const BranchRequired: Story = {
  args: { value: 'springfield-downtown' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Branch' });
    await expect(select).toHaveValue('springfield-downtown');
    await expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Springfield Downtown',
      'Springfield Airport',
    ]);
  },
};
