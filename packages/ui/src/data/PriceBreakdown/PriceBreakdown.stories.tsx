import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { expectFitsPhone } from '../../forms/testing/storyChecks';
import { PriceBreakdown, type PriceBreakdownLine } from './PriceBreakdown';

const meta = {
  title: 'Library/Data/PriceBreakdown',
  component: PriceBreakdown,
  args: {
    lines: [
      {
        kind: 'base',
        label: '3 hours x $10.00',
        amount: 30,
        quantity: 3,
        unit: 'hour',
        unitPrice: 10,
      },
    ],
    total: 30,
  },
} satisfies Meta<typeof PriceBreakdown>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvas: ReturnType<typeof within>) => canvas.getByRole('table');

/** The rows of the table as a user reads them: each line's wording and amount. */
const rowTexts = (canvas: ReturnType<typeof within>) =>
  within(table(canvas))
    .getAllByRole('row')
    .map((row) =>
      [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent).join(' | '),
    );

/** The total is announced politely on its own: the table is not read out again. */
export const BaseOnly: Story = {
  play: async ({ canvas }) => {
    await expect(table(canvas)).toHaveAccessibleName('Price breakdown');
    await expect(rowTexts(canvas)).toEqual(['3 hours × $10 | $30', 'Total | $30']);
    const status = canvas.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Total: $30'));
    await expect(within(status).queryByRole('table')).toBeNull();
  },
};

/** A week, two days and three hours: the cheapest combination, a line per unit. */
const longRentalLines: PriceBreakdownLine[] = [
  {
    kind: 'base',
    label: '1 week x $300.00',
    amount: 300,
    quantity: 1,
    unit: 'week',
    unitPrice: 300,
  },
  {
    kind: 'base',
    label: '2 days x $50.00',
    amount: 100,
    quantity: 2,
    unit: 'day',
    unitPrice: 50,
  },
  {
    kind: 'base',
    label: '3 hours x $10.00',
    amount: 30,
    quantity: 3,
    unit: 'hour',
    unitPrice: 10,
  },
];

export const LongRental: Story = {
  args: {
    lines: longRentalLines,
    total: 430,
  },
  play: async ({ canvas }) => {
    await expect(rowTexts(canvas)).toEqual([
      '1 week × $300 | $300',
      '2 days × $50 | $100',
      '3 hours × $10 | $30',
      'Total | $430',
    ]);
  },
};

export const LongRentalOnPhone: Story = {
  ...LongRental,
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async (context) => {
    await LongRental.play!(context);
    await expectFitsPhone();
  },
};

/** The toolbar's Spanish: each line worded in Spanish, amounts and percentages as Spain writes them. */
export const InSpanish: Story = {
  globals: { locale: 'es' },
  args: {
    lines: [
      ...longRentalLines,
      {
        kind: 'season',
        label: 'Low season -10 % (9 of 9 days)',
        amount: -43,
        quantity: 9,
        percent: -10,
        name: 'Temporada baja',
      },
      { kind: 'tax', label: 'Sales tax 8.25 %', amount: 31.93, percent: 8.25, included: true },
    ],
    total: 387,
    deposit: 200,
  },
  play: async ({ canvas }) => {
    await expect(rowTexts(canvas)).toEqual([
      '1 semana × 300\u00a0US$ | 300\u00a0US$',
      '2 días × 50\u00a0US$ | 100\u00a0US$',
      '3 horas × 10\u00a0US$ | 30\u00a0US$',
      'Temporada baja -10\u00a0% (9 días) | -43\u00a0US$',
      'Impuesto sobre las ventas 8,25\u00a0% | incl. 31,93\u00a0US$',
      'Total | 387\u00a0US$',
    ]);
    await expect(
      canvas.getByText('Fianza 200 US$: se retiene al recoger el vehículo, no se cobra ahora'),
    ).toBeVisible();
  },
};

export const OneWay: Story = {
  args: {
    lines: [
      {
        kind: 'base',
        label: '2 days x $50.00',
        amount: 100,
        quantity: 2,
        unit: 'day',
        unitPrice: 50,
      },
      { kind: 'one-way', label: 'One-way return to Chicago', amount: 25, name: 'Chicago' },
    ],
    total: 125,
  },
  play: async ({ canvas }) => {
    await expect(rowTexts(canvas)).toEqual([
      '2 days × $50 | $100',
      'One-way return to Chicago | $25',
      'Total | $125',
    ]);
  },
};

export const YoungDriver: Story = {
  args: {
    lines: [
      {
        kind: 'base',
        label: '3 days x $50.00',
        amount: 150,
        quantity: 3,
        unit: 'day',
        unitPrice: 50,
      },
      {
        kind: 'young-driver',
        label: 'Young driver, 3 days x $15.00',
        amount: 45,
        quantity: 3,
        unitPrice: 15,
      },
    ],
    total: 195,
  },
  play: async ({ canvas }) => {
    await expect(rowTexts(canvas)).toEqual([
      '3 days × $50 | $150',
      'Young driver, 3 days × $15 | $45',
      'Total | $195',
    ]);
  },
};

export const TaxAdded: Story = {
  args: {
    lines: [
      {
        kind: 'base',
        label: '2 days x $50.00',
        amount: 100,
        quantity: 2,
        unit: 'day',
        unitPrice: 50,
      },
      { kind: 'tax', label: 'Sales tax 8.25 %', amount: 8.25, percent: 8.25 },
    ],
    total: 108.25,
  },
  play: async ({ canvas }) => {
    await expect(rowTexts(canvas)).toEqual([
      '2 days × $50 | $100',
      'Sales tax 8.25% | $8.25',
      'Total | $108.25',
    ]);
  },
};

/** Prices that include the tax: the tax line is shown as part of them, not added again. */
export const TaxIncluded: Story = {
  args: {
    lines: [
      {
        kind: 'base',
        label: '2 days x $50.00',
        amount: 100,
        quantity: 2,
        unit: 'day',
        unitPrice: 50,
      },
      { kind: 'tax', label: 'Sales tax 8.25 %', amount: 7.62, percent: 8.25, included: true },
    ],
    total: 100,
  },
  play: async ({ canvas }) => {
    await expect(rowTexts(canvas)).toEqual([
      '2 days × $50 | $100',
      'Sales tax 8.25% | incl. $7.62',
      'Total | $100',
    ]);
  },
};

export const SeasonUp: Story = {
  args: {
    lines: [
      {
        kind: 'base',
        label: '5 days x $50.00',
        amount: 250,
        quantity: 5,
        unit: 'day',
        unitPrice: 50,
      },
      {
        kind: 'season',
        label: 'Summer +20 % (2 of 5 days)',
        amount: 20,
        quantity: 2,
        percent: 20,
        name: 'Summer',
      },
    ],
    total: 270,
  },
  play: async ({ canvas }) => {
    await expect(rowTexts(canvas)).toEqual([
      '5 days × $50 | $250',
      'Summer +20% (2 days) | $20',
      'Total | $270',
    ]);
  },
};

/** A season that lowers the price: its line takes away from the total. */
export const SeasonDown: Story = {
  args: {
    lines: [
      {
        kind: 'base',
        label: '5 days x $50.00',
        amount: 250,
        quantity: 5,
        unit: 'day',
        unitPrice: 50,
      },
      {
        kind: 'season',
        label: 'Low season -10 % (5 of 5 days)',
        amount: -25,
        quantity: 5,
        percent: -10,
        name: 'Low season',
      },
    ],
    total: 225,
  },
  play: async ({ canvas }) => {
    await expect(rowTexts(canvas)).toEqual([
      '5 days × $50 | $250',
      'Low season -10% (5 days) | -$25',
      'Total | $225',
    ]);
  },
};

export const Deposit: Story = {
  args: { deposit: 200 },
  play: async ({ canvas }) => {
    await expect(rowTexts(canvas)).toEqual(['3 hours × $10 | $30', 'Total | $30']);
    await expect(canvas.getByText('Deposit $200: held at pick-up, not charged now')).toBeVisible();
  },
};

/** A line of a kind this version does not word: shown by the label it came with. */
export const UnknownKind: Story = {
  args: {
    lines: [...meta.args.lines, { kind: 'extra', label: 'Child seat, 1 day x $8.00', amount: 8 }],
    total: 38,
  },
  play: async ({ canvas }) => {
    await expect(rowTexts(canvas)).toEqual([
      '3 hours × $10 | $30',
      'Child seat, 1 day x $8.00 | $8',
      'Total | $38',
    ]);
  },
};

/** A new price on its way: the previous lines stay, marked busy. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(table(canvas)).toHaveAttribute('aria-busy', 'true');
    await expect(rowTexts(canvas)).toEqual(['3 hours × $10 | $30', 'Total | $30']);
    await expect(canvas.getByRole('status')).toHaveTextContent('Updating the price…');
  },
};

export const LoadError: Story = {
  args: { state: 'failed', onRetry: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'The price could not be worked out.',
    );
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Unavailable: Story = {
  args: {
    state: 'unavailable',
    reasons: ['The branch is closed at the pick-up time', 'A rental lasts at least 1 day'],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This rental cannot be priced:')).toBeVisible();
    const reasons = canvas.getAllByRole('listitem').map((item) => item.textContent);
    await expect(reasons).toEqual([
      'The branch is closed at the pick-up time',
      'A rental lasts at least 1 day',
    ]);
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
