import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LanguageSwitcher } from './LanguageSwitcher';

const meta = {
  title: 'Library/Shell/LanguageSwitcher',
  component: LanguageSwitcher,
  args: {
    locale: 'en',
    locales: [
      { code: 'en', label: 'English' },
      { code: 'es', label: 'Español' },
    ],
    onChange: fn(),
  },
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each language in its own words; choosing one reports its code. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Language' });
    await expect(select).toHaveValue('en');
    await userEvent.selectOptions(select, 'Español');
    await expect(args.onChange).toHaveBeenCalledWith('es');
  },
};
