import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Pagination } from './Pagination';

const meta = {
  title: 'Library/Data/Pagination',
  component: Pagination,
  args: { page: 1, totalPages: 10, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

const pageButtonTexts = (nav: ReturnType<typeof within>) =>
  nav.getAllByRole('button', { name: /^Page / }).map((button: HTMLElement) => button.textContent);

export const SinglePage: Story = {
  args: { totalPages: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const FirstPage: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Pagination' }));
    await expect(nav.getByRole('button', { name: 'First page' })).toBeDisabled();
    await expect(nav.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(nav.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pageButtonTexts(nav)).toEqual(['1', '2', '3', '4', '5']);
    await userEvent.click(nav.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(nav.getByRole('button', { name: 'Last page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(10);
  },
};

export const MiddlePage: Story = {
  args: { page: 6, label: 'Vehicle pages' },
  play: async ({ canvas, userEvent, args }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Vehicle pages' }));
    await expect(pageButtonTexts(nav)).toEqual(['4', '5', '6', '7', '8']);
    await expect(nav.getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('button', { name: 'Page 5' })).not.toHaveAttribute('aria-current');
    for (const name of ['First page', 'Previous page', 'Next page', 'Last page']) {
      await expect(nav.getByRole('button', { name })).toBeEnabled();
    }
    await userEvent.click(nav.getByRole('button', { name: 'Previous page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
    await userEvent.click(nav.getByRole('button', { name: 'Page 8' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(8);
    await userEvent.click(nav.getByRole('button', { name: 'First page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
  },
};

export const LastPage: Story = {
  args: { page: 10 },
  play: async ({ canvas, userEvent, args }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Pagination' }));
    await expect(nav.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(nav.getByRole('button', { name: 'Last page' })).toBeDisabled();
    await expect(nav.getByRole('button', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
    await expect(pageButtonTexts(nav)).toEqual(['6', '7', '8', '9', '10']);
    await userEvent.click(nav.getByRole('button', { name: 'Previous page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(9);
  },
};

/** Disabled controls are skipped by Tab; Enter and Space activate the focused one. */
export const Keyboard: Story = {
  args: { page: 1, totalPages: 3 },
  play: async ({ canvas, userEvent, args }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Pagination' }));
    await userEvent.tab();
    await expect(nav.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await userEvent.tab();
    await expect(nav.getByRole('button', { name: 'Page 2' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.tab();
    await userEvent.tab();
    await expect(nav.getByRole('button', { name: 'Next page' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.tab();
    await expect(nav.getByRole('button', { name: 'Last page' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await expect(args.onPageChange).toHaveBeenCalledTimes(3);
  },
};

/** Under a card grid: the buttons sit in the middle of the row. */
export const Centered: Story = {
  args: { centered: true, totalPages: 3 },
  render: (args) => (
    <div style={{ width: 600 }}>
      <Pagination {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    const list = nav.querySelector('ul')!.getBoundingClientRect();
    const navBox = nav.getBoundingClientRect();
    const left = list.left - navBox.left;
    const right = navBox.right - list.right;
    await expect(Math.abs(left - right)).toBeLessThan(2);
  },
};

/** At 375 px all nine controls (two-digit pages among them) sit in one row, none cut off. */
export const MiddlePageOnPhone: Story = {
  args: { page: 12, totalPages: 40 },
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async ({ canvas }) => {
    const buttons = within(canvas.getByRole('navigation', { name: 'Pagination' })).getAllByRole(
      'button',
    );
    await expect(buttons).toHaveLength(9);
    const rowTops = new Set(buttons.map((button) => Math.round(button.getBoundingClientRect().top)));
    await expect(rowTops.size).toBe(1);
    await expect(buttons.at(-1)!.getBoundingClientRect().right).toBeLessThanOrEqual(
      window.innerWidth,
    );
  },
};
