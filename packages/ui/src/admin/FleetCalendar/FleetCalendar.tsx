import { Trans, useLingui } from '@lingui/react/macro';
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import {
  RESERVATION_STATUS_MESSAGES,
  type ReservationStatus,
} from '../../data/reservationStatuses';
import { intlLocale } from '../../foundations/intlLocale';
import { AnchorLink, type LinkComponent } from '../../foundations/link';
import { useFormatDateTime } from '../../i18n/useFormatDateTime';
import { Button } from '../../shell/Button';
import { MoveDialog, type MoveTarget } from './MoveDialog';
import {
  fleetCalendarPeriod,
  isoOfMinutes,
  minutesOf,
  shiftFleetCalendarDate,
  type FleetCalendarView,
} from './period';
import {
  Board,
  Body,
  BranchHeading,
  ButtonGroup,
  Calendar,
  ColumnLabel,
  Columns,
  DayHeading,
  DayItem,
  DayItems,
  DayList,
  Empty,
  EndHandle,
  Hidden,
  Hint,
  ItemBody,
  Lane,
  LaneItems,
  PeriodLabel,
  Placed,
  Refusal,
  Row,
  RowHead,
  Rows,
  Scale,
  Scroller,
  SlotButton,
  TodayLine,
  Toolbar,
  Turnaround,
  VehicleHeading,
  VehicleName,
  VehicleSection,
  type ItemTone,
} from './styles';

/** A booking as the calendar draws it; times are the branch's wall-clock (`2026-03-16T10:00:00`). */
export interface FleetCalendarReservation {
  kind: 'reservation';
  id: number;
  start: string;
  end: string;
  status: ReservationStatus;
  customerName: string;
}

/** A period the vehicle is taken out of service. */
export interface FleetCalendarBlock {
  kind: 'block';
  id: number;
  start: string;
  end: string;
  reason: string;
}

export type FleetCalendarItem = FleetCalendarReservation | FleetCalendarBlock;

/** One vehicle and what occupies it in the shown period. */
export interface FleetCalendarRow {
  carId: number;
  model: string;
  licensePlate?: string;
  branchName: string;
  /** Minutes the vehicle is held after each drop-off, drawn after its bookings. */
  turnaroundMinutes?: number;
  items: readonly FleetCalendarItem[];
}

/** Where a booking is moved: a vehicle and its new pick-up and drop-off. */
export type FleetCalendarMove = MoveTarget;

export interface FleetCalendarProps {
  /** The vehicles to draw, grouped by `branchName` in the order given. */
  rows: readonly FleetCalendarRow[];
  /** The span shown: a day, a week or a month. */
  view: FleetCalendarView;
  /** A date in the period to show (`2026-03-18`). */
  date: string;
  /** The wall-clock time now: today's line and the Today button. */
  now: string;
  /** Another span was chosen with the view switch. */
  onViewChange: (view: FleetCalendarView) => void;
  /** Previous, Today or Next was pressed: a date in the period to show next. */
  onDateChange: (date: string) => void;
  /** The admin edit address of a booking, e.g. `/admin/reservations/7`. */
  reservationHref: (id: number) => string;
  /** The edit address of a vehicle's blocked period. */
  blockHref: (carId: number, id: number) => string;
  /** The host's router link for the items' addresses (a plain anchor by default). */
  linkComponent?: LinkComponent;
  /** A free column of a vehicle was chosen (a click on its row, or its Block button: the first). */
  onSlotSelect?: (slot: { carId: number; start: string; end: string }) => void;
  /**
   * A booking was dragged, stretched or moved in the dialog. Resolve the refusal's reason (the
   * booking snaps back and the reason shows), or `undefined` once the host holds the new times.
   */
  onMove?: (
    reservation: FleetCalendarReservation,
    target: FleetCalendarMove,
  ) => Promise<string | undefined>;
  /** The host is fetching the period. */
  loading?: boolean;
  /** The calendar's accessible name (default 'Fleet calendar'). */
  label?: string;
}

const DAY = 24 * 60;
const SNAP_MINUTES: Record<FleetCalendarView, number> = { day: 15, week: 60, month: DAY };
const COLUMN_WIDTH: Record<FleetCalendarView, string> = {
  day: '3rem',
  week: '8rem',
  month: '2.5rem',
};
const DRAG_THRESHOLD_PX = 4;
/** The drawn heights of a branch's heading and a vehicle's row (the styles' own). */
const BRANCH_PX = 32;
const ROW_PX = 48;
/** Rows drawn beyond the view's edges, so a quick scroll shows no gap. */
const OVERSCAN_PX = 480;
const FIRST_VIEWPORT_PX = 800;
const PHONE_QUERY = '(max-width: 767.98px)';

// Hosts without `matchMedia` (a DOM emulation) get the timeline.
const phoneQuery = () =>
  typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY) : undefined;
const subscribePhone = (onChange: () => void) => {
  const query = phoneQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};
const usePhoneWidth = () =>
  useSyncExternalStore(
    subscribePhone,
    () => phoneQuery()?.matches ?? false,
    () => false,
  );

const keyOf = (item: FleetCalendarItem) => `${item.kind}-${item.id}`;
const toneOf = (item: FleetCalendarItem): ItemTone =>
  item.kind === 'block' ? 'block' : item.status;
const vehicleLabel = (row: FleetCalendarRow) =>
  row.licensePlate === undefined ? row.model : `${row.model} ${row.licensePlate}`;

interface Preview {
  key: string;
  carId: number;
  start: string;
  end: string;
}

function groupByBranch(rows: readonly FleetCalendarRow[]) {
  const groups: { branchName: string; rows: FleetCalendarRow[] }[] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last?.branchName === row.branchName) last.rows.push(row);
    else groups.push({ branchName: row.branchName, rows: [row] });
  }
  return groups;
}

/**
 * The fleet over time: one row per vehicle, grouped by branch, with its bookings (status colour,
 * customer), blocked periods and turnarounds across a day, week or month, and today's line. A
 * booking opens its edit; a drag moves it in time or to another vehicle, its end's grip stretches
 * it, and M opens the same move as a dialog. Arrow keys go from item to item; each item's name
 * says what it is and when. At phone width each vehicle lists its days instead.
 */
export function FleetCalendar({
  rows,
  view,
  date,
  now,
  onViewChange,
  onDateChange,
  reservationHref,
  blockHref,
  linkComponent: Link = AnchorLink,
  onSlotSelect,
  onMove,
  loading = false,
  label,
}: FleetCalendarProps) {
  const { t, i18n } = useLingui();
  const formatDateTime = useFormatDateTime();
  const phone = usePhoneWidth();
  const period = fleetCalendarPeriod(view, date);
  const from = minutesOf(period.from);
  const to = minutesOf(period.to);
  const span = to - from;
  const locale = intlLocale(i18n.locale);
  const nowMinutes = minutesOf(now);

  const [activeKey, setActiveKey] = useState<string>();
  const [preview, setPreview] = useState<Preview>();
  const [pendingKey, setPendingKey] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const [moving, setMoving] = useState<{ item: FleetCalendarReservation; carId: number }>();
  const stopDrag = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => stopDrag.current?.(), []);
  const swallowClick = useRef(false);
  const boardRef = useRef<HTMLDivElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const [viewport, setViewport] = useState({ top: 0, height: FIRST_VIEWPORT_PX });
  const measure = (scroller: HTMLElement) =>
    setViewport({ top: scroller.scrollTop, height: scroller.clientHeight });
  const timelineShown = !phone && rows.length > 0;
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    measure(scroller);
    // Its height follows the window's (a share of the view's).
    const resized = () => measure(scroller);
    window.addEventListener('resize', resized);
    return () => window.removeEventListener('resize', resized);
  }, [timelineShown]);

  const dayFormat = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const longDayFormat = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const monthFormat = new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const dateOf = (minutes: number) => new Date(minutes * 60_000);
  const periodText =
    view === 'month'
      ? monthFormat.format(dateOf(from))
      : view === 'day'
        ? longDayFormat.format(dateOf(from))
        : t`${longDayFormat.format(dateOf(from))} to ${longDayFormat.format(dateOf(to - DAY))}`;

  const columnCount = view === 'day' ? 24 : period.days;
  const columnMinutes = view === 'day' ? 60 : DAY;
  const columns = Array.from({ length: columnCount }, (_, index) => from + index * columnMinutes);
  const columnText = (start: number) =>
    view === 'day' ? isoOfMinutes(start).slice(11, 16) : dayFormat.format(dateOf(start));

  const statusText = (status: ReservationStatus) => i18n._(RESERVATION_STATUS_MESSAGES[status]);
  const describe = (item: FleetCalendarItem) => {
    const startText = formatDateTime(item.start);
    const endText = formatDateTime(item.end);
    if (item.kind === 'block') return t`Blocked: ${item.reason}, ${startText} to ${endText}`;
    const status = statusText(item.status);
    return t`${item.customerName}, booking ${item.id}, ${status}, ${startText} to ${endText}`;
  };
  const hrefOf = (item: FleetCalendarItem, carId: number) =>
    item.kind === 'block' ? blockHref(carId, item.id) : reservationHref(item.id);

  /** `inDialog`: the dialog shows the refusal itself and stays open. */
  const move = async (item: FleetCalendarReservation, target: MoveTarget, inDialog = false) => {
    if (!onMove) return undefined;
    setPendingKey(keyOf(item));
    setRefusal(undefined);
    const reason = await onMove(item, target);
    setPendingKey(undefined);
    setPreview(undefined);
    if (!inDialog) setRefusal(reason);
    return reason;
  };

  const snap = (minutes: number) => Math.round(minutes / SNAP_MINUTES[view]) * SNAP_MINUTES[view];

  const startDrag = (
    event: PointerEvent<HTMLAnchorElement>,
    item: FleetCalendarItem,
    carId: number,
  ) => {
    if (event.button !== 0 || item.kind !== 'reservation' || !onMove || pendingKey) return;
    const lane = event.currentTarget.closest<HTMLElement>('[data-lane]');
    if (!lane) return;
    const mode = (event.target as HTMLElement).closest('[data-grip]') === null ? 'move' : 'end';
    const x = event.clientX;
    const laneWidth = lane.getBoundingClientRect().width;
    const start = minutesOf(item.start);
    const end = minutesOf(item.end);
    let target: MoveTarget | undefined;

    // On the window, not the item: the pointer leaves the item's row while it moves.
    const follow = (moveEvent: globalThis.PointerEvent) => {
      const dx = moveEvent.clientX - x;
      const under = document
        .elementFromPoint(moveEvent.clientX, moveEvent.clientY)
        ?.closest<HTMLElement>('[data-car-id]');
      const toCar = mode === 'move' && under ? Number(under.dataset.carId) : carId;
      if (target === undefined && Math.abs(dx) < DRAG_THRESHOLD_PX && toCar === carId) return;
      const delta = snap((dx / laneWidth) * span);
      target =
        mode === 'move'
          ? { carId: toCar, start: isoOfMinutes(start + delta), end: isoOfMinutes(end + delta) }
          : {
              carId,
              start: item.start,
              end: isoOfMinutes(Math.max(end + delta, start + SNAP_MINUTES[view])),
            };
      setPreview({ key: keyOf(item), ...target });
    };
    const finish = (commit: boolean) => () => {
      stopDrag.current?.();
      if (target === undefined) return;
      swallowClick.current = true;
      const unchanged =
        target.carId === carId && target.start === item.start && target.end === item.end;
      if (commit && !unchanged) void move(item, target);
      else setPreview(undefined);
    };
    const drop = finish(true);
    const abandon = finish(false);
    window.addEventListener('pointermove', follow);
    window.addEventListener('pointerup', drop);
    window.addEventListener('pointercancel', abandon);
    stopDrag.current = () => {
      window.removeEventListener('pointermove', follow);
      window.removeEventListener('pointerup', drop);
      window.removeEventListener('pointercancel', abandon);
      stopDrag.current = undefined;
    };
  };

  const openItem = (event: MouseEvent<HTMLAnchorElement>) => {
    event.stopPropagation();
    if (swallowClick.current) {
      swallowClick.current = false;
      event.preventDefault();
    }
  };

  const selectSlot = (event: MouseEvent<HTMLDivElement>, carId: number) => {
    if (!onSlotSelect || event.target !== event.currentTarget) return;
    const box = event.currentTarget.getBoundingClientRect();
    const offset = ((event.clientX - box.left) / box.width) * span;
    const column = from + Math.floor(offset / columnMinutes) * columnMinutes;
    onSlotSelect({ carId, start: isoOfMinutes(column), end: isoOfMinutes(column + columnMinutes) });
  };

  /** Arrow keys: along a row in time, or to the nearest item of the row above or below. */
  const navigate = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    const key = target.dataset.itemKey;
    if (key === undefined) return;
    if (event.key === 'm' || event.key === 'M') {
      const found = rows
        .flatMap((row) => row.items.map((item) => ({ row, item })))
        .find(({ item }) => keyOf(item) === key);
      if (found?.item.kind === 'reservation' && onMove) {
        event.preventDefault();
        setMoving({ item: found.item, carId: found.row.carId });
      }
      return;
    }
    const board = boardRef.current;
    if (!board) return;
    const lanes = [...board.querySelectorAll<HTMLElement>('[data-lane]')].filter(
      (lane) => lane.querySelector('[data-item-key]') !== null,
    );
    const lane = target.closest<HTMLElement>('[data-lane]');
    const laneIndex = lane ? lanes.indexOf(lane) : -1;
    const itemsIn = (element: HTMLElement) => [
      ...element.querySelectorAll<HTMLElement>('[data-item-key]'),
    ];
    const own = lane ? itemsIn(lane) : [];
    const index = own.indexOf(target);
    let next: HTMLElement | undefined;
    if (event.key === 'ArrowRight') next = own[index + 1];
    else if (event.key === 'ArrowLeft') next = own[index - 1];
    else if (event.key === 'Home') next = own[0];
    else if (event.key === 'End') next = own.at(-1);
    else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const other = lanes[laneIndex + (event.key === 'ArrowDown' ? 1 : -1)];
      if (other) {
        const at = target.getBoundingClientRect().left;
        next = itemsIn(other).reduce((best, item) =>
          Math.abs(item.getBoundingClientRect().left - at) <
          Math.abs(best.getBoundingClientRect().left - at)
            ? item
            : best,
        );
      }
    } else return;
    event.preventDefault();
    if (next) {
      setActiveKey(next.dataset.itemKey);
      next.focus();
    }
  };

  const placed = (row: FleetCalendarRow) => {
    const items: FleetCalendarItem[] = row.items.filter(
      (item) =>
        (preview === undefined || keyOf(item) !== preview.key) &&
        minutesOf(item.start) < to &&
        minutesOf(item.end) > from,
    );
    if (preview !== undefined) {
      const original = rows.flatMap((r) => r.items).find((item) => keyOf(item) === preview.key);
      if (original && preview.carId === row.carId)
        items.push({ ...original, start: preview.start, end: preview.end });
    }
    return items.sort((a, b) => a.start.localeCompare(b.start));
  };

  // Only the rows in and near the scrolled view are drawn: each has a fixed height, so where
  // every row sits is known without drawing it.
  let offset = 0;
  const layout = {
    groups: groupByBranch(rows).map((group) => {
      const top = offset;
      offset += BRANCH_PX;
      const placedRows = group.rows.map((row, index) => {
        const at = offset;
        offset += ROW_PX;
        return { row, top: at, index };
      });
      return { branchName: group.branchName, top, height: offset - top, rows: placedRows };
    }),
    height: offset,
  };
  const shown = (top: number, height: number) =>
    top + height > viewport.top - OVERSCAN_PX && top < viewport.top + viewport.height + OVERSCAN_PX;

  // The timeline's one tab stop: the item last focused while it is there, else the first.
  const keys = rows.flatMap((row) => row.items).map(keyOf);
  const focusKey = activeKey !== undefined && keys.includes(activeKey) ? activeKey : keys[0];
  const percent = (minutes: number) => `${(minutes / span) * 100}%`;
  const todayLeft = nowMinutes >= from && nowMinutes < to ? percent(nowMinutes - from) : undefined;
  const todayDate = now.slice(0, 10);

  const views: { value: FleetCalendarView; text: string }[] = [
    { value: 'day', text: t`Day` },
    { value: 'week', text: t`Week` },
    { value: 'month', text: t`Month` },
  ];

  const timeline = (
    <Scroller
      ref={scrollerRef}
      role="region"
      aria-label={t`Timeline`}
      onScroll={(event) => measure(event.currentTarget)}
    >
      <Board
        ref={boardRef}
        $minWidth={`${columnCount} * ${COLUMN_WIDTH[view]}`}
        aria-busy={loading}
        onKeyDown={navigate}
      >
        <Scale aria-hidden="true">
          <span />
          <Columns $count={columnCount}>
            {columns.map((start) => (
              <ColumnLabel
                key={start}
                $today={view !== 'day' && isoOfMinutes(start).slice(0, 10) === todayDate}
              >
                {columnText(start)}
              </ColumnLabel>
            ))}
          </Columns>
        </Scale>
        <Body style={{ height: `${layout.height}px` }}>
          {layout.groups
            .filter((group) => shown(group.top, group.height))
            .map((group) => (
              <div key={group.branchName}>
                <BranchHeading style={{ top: `${group.top}px` }}>
                  <span>{group.branchName}</span>
                </BranchHeading>
                <Rows aria-label={t`Vehicles of ${group.branchName}`}>
                  {group.rows
                    .filter(({ top }) => shown(top, ROW_PX))
                    .map(({ row, top, index }) => {
                      const items = placed(row);
                      const name = vehicleLabel(row);
                      return (
                        <Row
                          key={row.carId}
                          data-car-id={row.carId}
                          aria-posinset={index + 1}
                          aria-setsize={group.rows.length}
                          style={{ top: `${top}px` }}
                        >
                          <RowHead>
                            <VehicleName title={name}>{name}</VehicleName>
                            {onSlotSelect && (
                              <SlotButton
                                type="button"
                                aria-label={t`Block ${name}`}
                                onClick={() =>
                                  onSlotSelect({
                                    carId: row.carId,
                                    start: period.from,
                                    end: isoOfMinutes(from + columnMinutes),
                                  })
                                }
                              >
                                <Trans>Block</Trans>
                              </SlotButton>
                            )}
                          </RowHead>
                          <Lane
                            data-lane=""
                            $columns={columnCount}
                            onClick={(event) => selectSlot(event, row.carId)}
                          >
                            {todayLeft !== undefined && (
                              <TodayLine style={{ left: todayLeft }} aria-hidden="true" />
                            )}
                            <LaneItems aria-label={name}>
                              {items.length === 0 && (
                                <li>
                                  <Hidden>
                                    <Trans>Free all period</Trans>
                                  </Hidden>
                                </li>
                              )}
                              {items.map((item) => {
                                const key = keyOf(item);
                                const start = Math.max(minutesOf(item.start), from);
                                const end = Math.min(minutesOf(item.end), to);
                                const turnaround =
                                  item.kind === 'reservation' && item.status !== 'CANCELLED'
                                    ? Math.min(row.turnaroundMinutes ?? 0, Math.max(to - end, 0))
                                    : 0;
                                const draggable =
                                  item.kind === 'reservation' && onMove !== undefined;
                                return (
                                  <Placed
                                    key={key}
                                    style={{
                                      left: percent(start - from),
                                      width: percent(Math.max(end - start, 0) + turnaround),
                                    }}
                                  >
                                    <ItemBody $tone={toneOf(item)} $pending={pendingKey === key}>
                                      <Link
                                        href={hrefOf(item, row.carId)}
                                        aria-label={describe(item)}
                                        aria-keyshortcuts={draggable ? 'M' : undefined}
                                        data-item-key={key}
                                        tabIndex={key === focusKey ? 0 : -1}
                                        draggable={false}
                                        onFocus={() => setActiveKey(key)}
                                        onClick={openItem}
                                        onPointerDown={(event) => startDrag(event, item, row.carId)}
                                      >
                                        {item.kind === 'block' ? item.reason : item.customerName}
                                      </Link>
                                      {draggable && <EndHandle data-grip="" aria-hidden="true" />}
                                    </ItemBody>
                                    {turnaround > 0 && (
                                      <Turnaround
                                        aria-hidden="true"
                                        style={{
                                          width: `${(turnaround / (end - start + turnaround)) * 100}%`,
                                        }}
                                      />
                                    )}
                                  </Placed>
                                );
                              })}
                            </LaneItems>
                          </Lane>
                        </Row>
                      );
                    })}
                </Rows>
              </div>
            ))}
        </Body>
      </Board>
    </Scroller>
  );

  const days = Array.from({ length: period.days }, (_, index) => from + index * DAY);
  const dayList = (
    <DayList aria-busy={loading}>
      {groupByBranch(rows).map((group) => (
        <div key={group.branchName}>
          <BranchHeading>{group.branchName}</BranchHeading>
          {group.rows.map((row) => {
            const name = vehicleLabel(row);
            const busyDays = days
              .map((day) => ({
                day,
                items: row.items.filter(
                  (item) => minutesOf(item.start) < day + DAY && minutesOf(item.end) > day,
                ),
              }))
              .filter(({ items }) => items.length > 0);
            // A booking over several days is listed on each; its Move button on the first.
            const firstDay = new Map<string, number>();
            for (const { day, items } of busyDays)
              for (const item of items)
                if (!firstDay.has(keyOf(item))) firstDay.set(keyOf(item), day);
            return (
              <VehicleSection key={row.carId}>
                <VehicleHeading>{name}</VehicleHeading>
                {busyDays.length === 0 && (
                  <Empty>
                    <Trans>Free all period</Trans>
                  </Empty>
                )}
                {busyDays.map(({ day, items }) => (
                  <div key={day}>
                    <DayHeading>{longDayFormat.format(dateOf(day))}</DayHeading>
                    <DayItems>
                      {items.map((item) => (
                        <DayItem key={keyOf(item)} $tone={toneOf(item)}>
                          <Link href={hrefOf(item, row.carId)} aria-label={describe(item)}>
                            {formatDateTime(item.start)} – {formatDateTime(item.end)}:{' '}
                            {item.kind === 'block' ? item.reason : item.customerName}
                          </Link>
                          {item.kind === 'reservation' &&
                            onMove &&
                            firstDay.get(keyOf(item)) === day && (
                              <Button
                                variant="outline"
                                size="sm"
                                aria-label={t`Move booking ${item.id}`}
                                onClick={() => setMoving({ item, carId: row.carId })}
                              >
                                <Trans>Move</Trans>
                              </Button>
                            )}
                        </DayItem>
                      ))}
                    </DayItems>
                  </div>
                ))}
              </VehicleSection>
            );
          })}
        </div>
      ))}
    </DayList>
  );

  return (
    <Calendar aria-label={label ?? t`Fleet calendar`}>
      <Toolbar>
        <ButtonGroup>
          <Button
            variant="outline"
            size="sm"
            onClick={() => onDateChange(shiftFleetCalendarDate(view, date, -1))}
          >
            <Trans>Previous</Trans>
          </Button>
          <Button variant="outline" size="sm" onClick={() => onDateChange(todayDate)}>
            <Trans>Today</Trans>
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => onDateChange(shiftFleetCalendarDate(view, date, 1))}
          >
            <Trans>Next</Trans>
          </Button>
        </ButtonGroup>
        <PeriodLabel aria-live="polite">{periodText}</PeriodLabel>
        <ButtonGroup role="group" aria-label={t`View`}>
          {views.map((option) => (
            <Button
              key={option.value}
              variant={option.value === view ? 'secondary' : 'outline'}
              size="sm"
              aria-pressed={option.value === view}
              onClick={() => onViewChange(option.value)}
            >
              {option.text}
            </Button>
          ))}
        </ButtonGroup>
      </Toolbar>
      {refusal !== undefined && <Refusal role="alert">{refusal}</Refusal>}
      {rows.length === 0 ? (
        <Empty>
          {loading ? <Trans>Loading the calendar…</Trans> : <Trans>No vehicles match.</Trans>}
        </Empty>
      ) : phone ? (
        dayList
      ) : (
        <>
          {onMove && (
            <Hint>
              <Trans>
                Arrow keys go from item to item; M moves the focused booking. Drag a booking to move
                it, or its end to stretch it.
              </Trans>
            </Hint>
          )}
          {timeline}
        </>
      )}
      {moving && onMove && (
        <MoveDialog
          subject={t`booking ${moving.item.id} (${moving.item.customerName})`}
          current={{ carId: moving.carId, start: moving.item.start, end: moving.item.end }}
          vehicles={rows.map((row) => ({ carId: row.carId, label: vehicleLabel(row) }))}
          onMove={(target) => move(moving.item, target, true)}
          onClose={() => setMoving(undefined)}
        />
      )}
    </Calendar>
  );
}
