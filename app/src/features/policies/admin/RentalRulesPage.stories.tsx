import type { Meta } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { db, loading, serverError } from '@rentacar/mocks';
import { adminStory, findAdminLayout } from '../../../shell/admin/stories/adminStory';
import { clearField, type PageStory, onPhone } from '../../../shell/stories/pageStory';

export default {
  title: 'App/Admin/Rental Rules',
  tags: ['!autodocs'],
} satisfies Meta;

const LOADED = { timeout: 5000 };
const path = '/admin/rental-rules';

/** The defaults: no notice, no lengths, free cancellation until the pick-up. */
export const Loaded: PageStory = {
  ...adminStory({ path }),
  play: async ({ canvas }) => {
    await findAdminLayout(canvas);
    await expect(canvas.getByRole('link', { name: 'Rental rules' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const notice = await canvas.findByLabelText(
      'Minimum notice before pick-up (minutes)',
      {},
      LOADED,
    );
    await expect(notice).toHaveValue(0);
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const LoadedOnPhone: PageStory = onPhone(Loaded);

export const Loading: PageStory = {
  ...adminStory({ path, overrides: [loading('getRentalRules')] }),
  play: async ({ canvas }) => {
    await findAdminLayout(canvas);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading rental rules');
  },
};

export const LoadError: PageStory = {
  ...adminStory({ path, overrides: [serverError('getRentalRules')] }),
  play: async ({ canvas }) => {
    await findAdminLayout(canvas);
    await expect(
      await canvas.findByText('The rental rules could not be loaded', {}, LOADED),
    ).toBeVisible();
  },
};

/** A two-hour notice saved: the toast, and the mock's rules hold it. */
export const Updated: PageStory = {
  ...adminStory({ path }),
  play: async ({ canvas, userEvent }) => {
    await findAdminLayout(canvas);
    const notice = await canvas.findByLabelText(
      'Minimum notice before pick-up (minutes)',
      {},
      LOADED,
    );
    await clearField(userEvent, notice);
    await userEvent.type(notice, '120');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Rental rules saved', {}, LOADED)).toBeInTheDocument();
    await waitFor(() => expect(db.rentalRules.minimumNoticeMinutes).toBe(120));
  },
};
