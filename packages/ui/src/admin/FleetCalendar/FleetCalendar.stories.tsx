import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectFitsPhone } from '../../forms/testing/storyChecks';
import { FleetCalendar, type FleetCalendarProps, type FleetCalendarRow } from './FleetCalendar';

const rows: FleetCalendarRow[] = [
  {
    carId: 3,
    model: 'Toyota Corolla',
    licensePlate: 'KA-123-XY',
    branchName: 'JFK Airport',
    turnaroundMinutes: 60,
    items: [
      {
        kind: 'reservation',
        id: 12,
        start: '2026-03-16T10:00:00',
        end: '2026-03-18T10:00:00',
        status: 'CREATED',
        customerName: 'Jane Doe',
      },
      {
        kind: 'block',
        id: 4,
        start: '2026-03-19T08:00:00',
        end: '2026-03-19T17:00:00',
        reason: 'Service',
      },
    ],
  },
  {
    carId: 5,
    model: 'Audi A4',
    branchName: 'JFK Airport',
    items: [
      {
        kind: 'reservation',
        id: 15,
        start: '2026-03-15T09:00:00',
        end: '2026-03-17T09:00:00',
        status: 'DONE',
        customerName: 'John Smith',
      },
      {
        kind: 'reservation',
        id: 16,
        start: '2026-03-20T12:00:00',
        end: '2026-03-21T12:00:00',
        status: 'CANCELLED',
        customerName: 'Ann Lee',
      },
    ],
  },
  { carId: 7, model: 'Jeep Wrangler', branchName: 'Manhattan', items: [] },
];

/** The view and date as a page holds them, so Previous, Next, Today and the views work. */
function StatefulCalendar(props: FleetCalendarProps) {
  const [view, setView] = useState(props.view);
  const [date, setDate] = useState(props.date);
  return (
    <FleetCalendar
      {...props}
      view={view}
      date={date}
      onViewChange={(next) => {
        setView(next);
        props.onViewChange(next);
      }}
      onDateChange={(next) => {
        setDate(next);
        props.onDateChange(next);
      }}
    />
  );
}

const desktop = { viewport: { value: 'xl', isRotated: false } };
const phone = { viewport: { value: 'xs', isRotated: false } };

const meta = {
  title: 'Library/Admin/FleetCalendar',
  component: FleetCalendar,
  render: (args) => <StatefulCalendar {...args} />,
  // The timeline is drawn from a tablet's width up; the `OnPhone` stories show the phone's day list.
  globals: desktop,
  args: {
    rows,
    view: 'week',
    date: '2026-03-18',
    now: '2026-03-18T12:00:00',
    reservationHref: (id) => `/admin/reservations/${id}`,
    blockHref: (carId, id) => `/admin/vehicles/${carId}/blocks#block-${id}`,
    onViewChange: fn(),
    onDateChange: fn(),
    onSlotSelect: fn(),
    onMove: fn(async (): Promise<string | undefined> => undefined),
  },
} satisfies Meta<typeof FleetCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

const booking12 = /^Jane Doe, booking 12, CREATED, 2026-03-16 10:00 to 2026-03-18 10:00$/;

export const Week: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByText('Monday, March 16, 2026 to Sunday, March 22, 2026'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Week' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const corolla = canvas.getByRole('list', { name: 'Toyota Corolla KA-123-XY' });
    const booking = within(corolla).getByRole('link', { name: booking12 });
    await expect(booking).toHaveAttribute('href', '/admin/reservations/12');
    await expect(booking).toHaveTextContent('Jane Doe');
    await expect(
      within(corolla).getByRole('link', {
        name: 'Blocked: Service, 2026-03-19 08:00 to 2026-03-19 17:00',
      }),
    ).toHaveAttribute('href', '/admin/vehicles/3/blocks#block-4');
    await expect(canvas.getByRole('list', { name: 'Jeep Wrangler' })).toHaveTextContent(
      'Free all period',
    );

    // One tab stop; the arrow keys go along the row and to the row below.
    const user = userEvent.setup();
    booking.focus();
    await user.keyboard('{ArrowRight}');
    await expect(within(corolla).getByRole('link', { name: /^Blocked: Service/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: /^Ann Lee, booking 16/ })).toHaveFocus();
    await user.keyboard('{Home}');
    await expect(canvas.getByRole('link', { name: /^John Smith, booking 15/ })).toHaveFocus();

    await user.click(canvas.getByRole('button', { name: 'Block Jeep Wrangler' }));
    await expect(args.onSlotSelect).toHaveBeenCalledWith({
      carId: 7,
      start: '2026-03-16T00:00:00',
      end: '2026-03-17T00:00:00',
    });

    await user.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onDateChange).toHaveBeenLastCalledWith('2026-03-25');
    await user.click(canvas.getByRole('button', { name: 'Today' }));
    await expect(args.onDateChange).toHaveBeenLastCalledWith('2026-03-18');
  },
};

export const Day: Story = {
  args: { view: 'day', date: '2026-03-17' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tuesday, March 17, 2026')).toBeVisible();
    // Items crossing the day are drawn from its start to its end.
    await expect(canvas.getByRole('link', { name: booking12 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^John Smith, booking 15/ })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /^Blocked: Service/ })).not.toBeInTheDocument();
  },
};

export const Month: Story = {
  args: { view: 'month' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('March 2026')).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(args.onDateChange).toHaveBeenLastCalledWith('2026-02-01');
    await expect(canvas.getByText('February 2026')).toBeVisible();
  },
};

/** A click on a row's free time starts a block there, at the start of the column clicked. */
export const ClickAFreeSlot: Story = {
  play: async ({ canvas, args }) => {
    const lane = canvas.getByRole('list', { name: 'Jeep Wrangler' }).parentElement!;
    const box = lane.getBoundingClientRect();
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: lane,
      coords: { clientX: box.left + box.width * (2.5 / 7), clientY: box.top + box.height / 2 },
    });
    await expect(args.onSlotSelect).toHaveBeenCalledWith({
      carId: 7,
      start: '2026-03-18T00:00:00',
      end: '2026-03-19T00:00:00',
    });
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No vehicles match.')).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

const denseRows: FleetCalendarRow[] = Array.from({ length: 500 }, (_, index) => ({
  carId: index + 1,
  model: `Fleet car ${index + 1}`,
  branchName: index < 250 ? 'JFK Airport' : 'Manhattan',
  items: [
    {
      kind: 'reservation',
      id: index + 1,
      start: `2026-03-${String(16 + (index % 5)).padStart(2, '0')}T10:00:00`,
      end: `2026-03-${String(17 + (index % 5)).padStart(2, '0')}T10:00:00`,
      status: 'CREATED',
      customerName: `Customer ${index + 1}`,
    },
  ],
}));

/** 500 vehicles: only the rows in and near the view are drawn, the rest as it scrolls. */
export const Dense: Story = {
  args: { rows: denseRows },
  play: async ({ canvas }) => {
    const jfk = canvas.getByRole('list', { name: 'Vehicles of JFK Airport' });
    await expect(jfk.children.length).toBeLessThan(50);
    await expect(jfk.firstElementChild).toHaveAttribute('aria-setsize', '250');
    await expect(canvas.queryByRole('list', { name: 'Fleet car 500' })).not.toBeInTheDocument();
    const timeline = canvas.getByRole('region', { name: 'Timeline' });
    timeline.scrollTop = timeline.scrollHeight;
    await expect(await canvas.findByRole('list', { name: 'Fleet car 500' })).toHaveTextContent(
      'Customer 500',
    );
    await expect(canvas.queryByRole('list', { name: 'Fleet car 1' })).not.toBeInTheDocument();
  },
};

/** A drag one day later onto the Audi, refused: the reason shows and the booking snaps back. */
export const DragFailed: Story = {
  args: {
    onMove: fn(async () => 'The vehicle is not available at the selected time.'),
  },
  play: async ({ canvas, args }) => {
    const booking = canvas.getByRole('link', { name: booking12 });
    const placed = booking.closest('li')!;
    const left = placed.style.left;
    const box = booking.getBoundingClientRect();
    const target = canvas.getByRole('list', { name: 'Audi A4' }).getBoundingClientRect();
    const start = { clientX: box.left + 10, clientY: box.top + box.height / 2 };
    // A drag one day later onto the Audi's row.
    const lane = booking.closest('[data-lane]')!.getBoundingClientRect();
    const end = {
      clientX: start.clientX + lane.width / 7,
      clientY: target.top + target.height / 2,
    };
    fireEvent.pointerDown(booking, { ...start, button: 0 });
    fireEvent.pointerMove(window, end);
    fireEvent.pointerUp(window, end);
    await expect(args.onMove).toHaveBeenCalledWith(expect.objectContaining({ id: 12 }), {
      carId: 5,
      start: '2026-03-17T10:00:00',
      end: '2026-03-19T10:00:00',
    });
    await expect(
      await canvas.findByText('The vehicle is not available at the selected time.'),
    ).toHaveAttribute('role', 'alert');
    // Back in its own row, where it was.
    const back = within(canvas.getByRole('list', { name: 'Toyota Corolla KA-123-XY' })).getByRole(
      'link',
      { name: booking12 },
    );
    await waitFor(() => expect(back.closest('li')!.style.left).toBe(left));
  },
};

/** The keyboard's move: M on a booking opens the dialog; a refusal shows there. */
export const KeyboardMoveFailed: Story = {
  args: { onMove: fn(async () => 'The vehicle is not available at the selected time.') },
  play: async ({ canvas, args }) => {
    const user = userEvent.setup();
    canvas.getByRole('link', { name: booking12 }).focus();
    await user.keyboard('m');
    const dialog = within(document.body).getByRole('dialog', {
      name: 'Move booking 12 (Jane Doe)',
    });
    await user.selectOptions(within(dialog).getByLabelText('Vehicle'), 'Audi A4');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await expect(args.onMove).toHaveBeenCalledWith(expect.objectContaining({ id: 12 }), {
      carId: 5,
      start: '2026-03-16T10:00:00',
      end: '2026-03-18T10:00:00',
    });
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The vehicle is not available at the selected time.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByRole('link', { name: booking12 })).toHaveFocus();
  },
};

export const WeekOnPhone: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    const corolla = canvas.getByRole('heading', { name: 'Toyota Corolla KA-123-XY', level: 3 });
    await expect(corolla).toBeVisible();
    await expect(canvas.getAllByRole('heading', { name: 'Monday, March 16, 2026' })).toHaveLength(
      2,
    );
    await expect(canvas.getAllByRole('link', { name: booking12 })).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Move booking 12' })).toBeVisible();
    await expect(canvas.queryByText(/Arrow keys/)).not.toBeInTheDocument();
    await expectFitsPhone();
  },
};

export const EmptyOnPhone: Story = { ...Empty, globals: phone };

export const DayOnPhone: Story = {
  args: { view: 'day', date: '2026-03-17' },
  globals: phone,
  play: async ({ canvas }) => {
    // Each vehicle lists the one day under its own heading.
    const days = canvas.getAllByRole('heading', { name: 'Tuesday, March 17, 2026' });
    await expect(days[0]).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: booking12 }).length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('link', { name: /^Blocked: Service/ })).not.toBeInTheDocument();
    await expectFitsPhone();
  },
};

export const MonthOnPhone: Story = {
  args: { view: 'month' },
  globals: phone,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('March 2026')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: /^Blocked: Service/ }).length).toBeGreaterThan(
      0,
    );
    await expectFitsPhone();
  },
};
