import { branchTemplates, type DemoBranchTemplate } from './branches';
import { contactMessages } from './contactMessages';
import { reservationTemplates } from './reservations';
import type {
  DemoBranch,
  DemoData,
  DemoImage,
  DemoReservation,
  DemoReservationTemplate,
} from './types';
import { users } from './users';
import { vehicles } from './vehicles';

export * from './types';
export { DEMO_ADMIN, DEMO_CUSTOMER } from './users';
export { sampleVehicle } from './sampleVehicle';
export { users as demoUsers, vehicles as demoVehicles, contactMessages as demoContactMessages };
export { reservationTemplates as demoReservationTemplates };
export { branchTemplates as demoBranchTemplates, type DemoBranchTemplate } from './branches';

/** Every vehicle image of the seed; the file is `images/<id>.png` in this package. */
export const demoImages: DemoImage[] = vehicles.flatMap((vehicle) =>
  vehicle.image.map((id) => ({ id, contentType: 'image/png' as const, fileName: `${id}.png` })),
);

/**
 * URL of a seed image file: a `file:` URL under Node, an asset URL when bundled by Vite (the
 * `new URL(..., import.meta.url)` form is what Vite rewrites), so the same call serves both.
 */
export function demoImageUrl(imageId: string): URL {
  return new URL(`../images/${imageId}.png`, import.meta.url);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `2026-03-14T10:00:00`: local wall-clock time without zone, the contract's date-time format. */
export function formatLocalDateTime(date: Date): string {
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

const HOUR_MS = 60 * 60 * 1000;

function materialiseReservation(template: DemoReservationTemplate, now: Date): DemoReservation {
  const vehicle = vehicles.find((candidate) => candidate.id === template.carId);
  if (!vehicle)
    throw new Error(`Demo reservation ${template.id} names unknown car ${template.carId}`);
  const pickUp = new Date(
    now.getFullYear(),
    now.getMonth(),
    now.getDate() + template.pickUpDay,
    template.pickUpHour,
  );
  const dropOff = new Date(pickUp.getTime() + template.hours * HOUR_MS);
  const branch = branchTemplates.find((candidate) => candidate.id === vehicle.branchId);
  if (!branch) throw new Error(`Demo car ${vehicle.id} names unknown branch ${vehicle.branchId}`);
  return {
    id: template.id,
    carId: template.carId,
    userId: template.userId,
    pickUpTime: formatLocalDateTime(pickUp),
    dropOffTime: formatLocalDateTime(dropOff),
    pickUpLocation: branch.name,
    dropOffLocation: branch.name,
    pickUpBranchId: branch.id,
    dropOffBranchId: branch.id,
    status: template.status,
    totalPrice: template.hours * vehicle.pricePerHour,
  };
}

function materialiseBranch({ closures, ...branch }: DemoBranchTemplate, now: Date): DemoBranch {
  return {
    ...branch,
    closures: closures.map(({ inDays, reason }) => ({
      date: formatLocalDateTime(
        new Date(now.getFullYear(), now.getMonth(), now.getDate() + inDays),
      ).slice(0, 10),
      reason,
    })),
  };
}

/**
 * The whole seed for a given moment: reservation times are placed around the local day of `now`.
 * Returns fresh copies, so a consumer may mutate them.
 */
export function createDemoData(now: Date = new Date()): DemoData {
  return structuredClone({
    branches: branchTemplates.map((template) => materialiseBranch(template, now)),
    users,
    vehicles,
    images: demoImages,
    reservations: reservationTemplates.map((template) => materialiseReservation(template, now)),
    contactMessages,
  });
}
