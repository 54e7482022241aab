import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../../shell/Button';
import { notify, ToastHost } from './ToastHost';

const meta = {
  title: 'Library/Data/ToastHost',
  component: ToastHost,
  render: () => (
    <>
      <Button onClick={() => notify.success('Vehicle is updated')}>Save</Button>
      <Button
        onClick={() =>
          notify.success('Reservation created', <a href="/user/reservations/42">View reservation</a>)
        }
      >
        Book Now
      </Button>
      <Button variant="danger" onClick={() => notify.error('Car is not available for selected time')}>
        Book
      </Button>
      <ToastHost />
    </>
  ),
} satisfies Meta<typeof ToastHost>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SuccessToast: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const toast = await canvas.findByRole('alert');
    await expect(toast).toHaveTextContent('Vehicle is updated');
    await expect(toast.closest('.Toastify__toast')).toHaveClass('Toastify__toast--success');
    await expect(within(toast.closest('.Toastify__toast') as HTMLElement).queryByRole('button')).toBeNull();
    const container = canvasElement.querySelector('.Toastify__toast-container');
    await expect(container).toHaveClass('Toastify__toast-container--top-right');
    // react-toastify injects its own stylesheet: the container is pinned to the viewport.
    await expect(getComputedStyle(container as Element).position).toBe('fixed');
  },
};

export const ErrorToast: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Book' }));
    const toast = await canvas.findByRole('alert');
    await expect(toast).toHaveTextContent('Car is not available for selected time');
    await expect(toast.closest('.Toastify__toast')).toHaveClass('Toastify__toast--error');
  },
};

export const SuccessToastWithLink: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Book Now' }));
    const toast = await canvas.findByRole('alert');
    await expect(toast).toHaveTextContent('Reservation created View reservation');
    await expect(within(toast).getByRole('link', { name: 'View reservation' })).toHaveAttribute(
      'href',
      '/user/reservations/42',
    );
  },
};
