import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { db, serverError } from '@rentacar/mocks';
import { personName } from '@rentacar/rules';
import { adminStory, findAdminLayout } from '../../../shell/admin/stories/adminStory';
import { type PageStory, onPhone } from '../../../shell/stories/pageStory';

export default {
  title: 'App/Admin/Calendar',
  tags: ['!autodocs'],
} satisfies Meta;

const LOADED = { timeout: 5000 };

/** The demo data's first booking still open, and its month's calendar, searched for its vehicle. */
const openBooking = () => {
  const reservation = db.reservations.all().find((one) => one.status === 'CREATED')!;
  const vehicle = db.vehicles.find(reservation.carId)!;
  const query = new URLSearchParams({
    view: 'month',
    date: reservation.pickUpTime.slice(0, 10),
    q: vehicle.licensePlate ?? vehicle.model,
  });
  return {
    reservation,
    customer: personName(db.users.find(reservation.userId)!),
    path: `/admin/calendar?${query}`,
  };
};

/** A month of the fleet, the booking linking to its edit, current in the admin navigation. */
export const Loaded: PageStory = {
  ...adminStory({ path: openBooking().path }),
  play: async ({ canvas }) => {
    await findAdminLayout(canvas);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Calendar' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const { reservation, customer } = openBooking();
    // At phone width a booking over several days is listed on each.
    const [booking] = await canvas.findAllByRole(
      'link',
      { name: new RegExp(`^${customer}, booking ${reservation.id},`) },
      LOADED,
    );
    await expect(booking).toHaveAttribute('href', `/admin/reservations/${reservation.id}`);
  },
};

export const LoadedOnPhone: PageStory = onPhone(Loaded);

/** A search no vehicle matches. */
export const NoMatch: PageStory = {
  ...adminStory({ path: '/admin/calendar?q=no-such-vehicle' }),
  play: async ({ canvas }) => {
    await findAdminLayout(canvas);
    await expect(await canvas.findByText('No vehicles match.', {}, LOADED)).toBeVisible();
  },
};

export const LoadError: PageStory = {
  ...adminStory({ path: '/admin/calendar', overrides: [serverError('getFleetCalendar')] }),
  play: async ({ canvas }) => {
    await findAdminLayout(canvas);
    await expect(
      await canvas.findByText('The calendar could not be loaded.', {}, LOADED),
    ).toBeVisible();
  },
};

/** The move dialog (M, or Move at phone width): the server refuses a drop-off at pick-up, saying why. */
export const MoveFailed: PageStory = {
  ...adminStory({ path: openBooking().path }),
  play: async ({ canvas }) => {
    await findAdminLayout(canvas);
    const { reservation, customer } = openBooking();
    const [booking] = await canvas.findAllByRole(
      'link',
      { name: new RegExp(`^${customer}, booking ${reservation.id},`) },
      LOADED,
    );
    const user = userEvent.setup();
    // The phone's day list has a Move button; the timeline takes M on the focused booking.
    const moveButton = canvas.queryByRole('button', { name: `Move booking ${reservation.id}` });
    if (moveButton) await user.click(moveButton);
    else {
      booking!.focus();
      await user.keyboard('m');
    }
    const dialog = within(document.body).getByRole('dialog', {
      name: `Move booking ${reservation.id} (${customer})`,
    });
    const dropOff = within(dialog).getByLabelText('Drop-off');
    await user.clear(dropOff);
    await user.type(dropOff, reservation.pickUpTime.slice(0, 16));
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await expect(await within(dialog).findByRole('alert', {}, LOADED)).toHaveTextContent(/\w/);
    await expect(db.reservations.find(reservation.id)!.dropOffTime).toBe(reservation.dropOffTime);
  },
};
