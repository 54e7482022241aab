import { setupI18n } from '@lingui/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { UiI18nProvider } from '../../i18n';
import { messages as spanish } from '../../locales/es';
import { LanguageSwitcher, type LanguageSwitcherProps } from './LanguageSwitcher';

/** The languages a host offers, each named in itself: for other stories, not a story of its own. */
export const hostedLanguages = [
  { code: 'en', label: 'English' },
  { code: 'es', label: 'Español' },
];

/** Holds the chosen language as a host would, so the select shows each choice. */
function HostedSwitcher(props: LanguageSwitcherProps) {
  const [locale, setLocale] = useState(props.locale);
  return (
    <LanguageSwitcher
      {...props}
      locale={locale}
      onChange={(code) => {
        setLocale(code);
        props.onChange(code);
      }}
    />
  );
}

/**
 * The switch as a host puts it in its slot (Navbar, AdminLayout): English shown, Español to
 * choose, `onChange` the host story's spy. For other stories, not a story of its own.
 */
export const hostedLanguageSwitcher = (onChange: LanguageSwitcherProps['onChange']) => (
  <LanguageSwitcher locale="en" locales={hostedLanguages} onChange={onChange} />
);

const meta = {
  title: 'Library/Shell/LanguageSwitcher',
  component: LanguageSwitcher,
  excludeStories: ['hostedLanguageSwitcher', 'hostedLanguages'],
  args: { locale: 'en', locales: hostedLanguages, onChange: fn() },
  render: (args) => <HostedSwitcher {...args} />,
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: 'xs', isRotated: false } };

const choosesSpanish: Story['play'] = async ({ canvas, userEvent, args }) => {
  const select = canvas.getByRole('combobox', { name: 'Language' });
  await expect(select).toHaveValue('en');
  // Each language is named in itself, marked with its language for screen readers.
  await expect(canvas.getByRole('option', { name: 'Español' })).toHaveAttribute('lang', 'es');
  await userEvent.selectOptions(select, 'Español');
  await expect(args.onChange).toHaveBeenCalledWith('es');
  await expect(select).toHaveValue('es');
};

/** English shown; choosing Español hands `es` to the host. */
export const English: Story = { play: choosesSpanish };

/** The same at phone width. */
export const EnglishOnPhone: Story = { globals: mobile, play: choosesSpanish };

const spanishI18n = setupI18n({ locale: 'es', messages: { es: spanish } });

/** Inside a host's Spanish provider the control's name is Spanish; the languages keep their names. */
export const Spanish: Story = {
  args: { locale: 'es' },
  decorators: [
    (Story) => (
      <UiI18nProvider i18n={spanishI18n}>
        <Story />
      </UiI18nProvider>
    ),
  ],
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Idioma' });
    await expect(select).toHaveValue('es');
    await expect(canvas.getByRole('option', { name: 'English' })).toHaveAttribute('lang', 'en');
    await userEvent.keyboard('{Tab}');
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, 'English');
    await expect(args.onChange).toHaveBeenCalledWith('en');
  },
};
