import { setupI18n } from '@lingui/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { messages as english } from '../locales/en';
import { messages as spanish } from '../locales/es';
import { Pagination } from '../data/Pagination';
import { Button } from '../shell/Button';
import { BookedPeriods } from '../vehicles/BookedPeriods';
import { UiI18nProvider } from './UiI18nProvider';

const spanishI18n = setupI18n({ locale: 'es', messages: { es: spanish } });
const englishI18n = setupI18n({ locale: 'en', messages: { en: english } });

const meta = {
  title: 'Library/Foundations/UiI18nProvider',
  component: UiI18nProvider,
  // The story renders its own sample of components inside the provider.
  args: { i18n: spanishI18n, children: null },
  render: ({ i18n }) => (
    <UiI18nProvider i18n={i18n}>
      <BookedPeriods periods={[]} />
      <Pagination page={2} totalPages={3} onPageChange={() => {}} />
      <Button busy>{i18n.locale === 'es' ? 'Guardar' : 'Save'}</Button>
    </UiI18nProvider>
  ),
} satisfies Meta<typeof UiI18nProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A host's Spanish instance: the components speak Spanish, names for screen readers included. */
export const Spanish: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Periodos reservados' })).toBeVisible();
    await expect(
      canvas.getByText('Aún no hay reservas: todas las horas están libres.'),
    ).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Paginación' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Página siguiente' })).toBeEnabled();
    // The busy button's spinner, which carries no catalog of its own, speaks the host's language.
    await expect(canvas.getByRole('status')).toHaveTextContent('Espera, por favor');
  },
};

/** The same components with the library's English catalog: the spec's wording. */
export const English: Story = {
  args: { i18n: englishI18n },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Booked periods' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Please wait');
  },
};
