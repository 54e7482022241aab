import type { Page } from '@playwright/test';
import { expect } from './fixtures.js';

/** The main navigation bar of the public site. */
export const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Logs in through the login tab and waits until the navbar shows the user's full name. */
export async function logIn(
  page: Page,
  account: { email: string; password: string },
  fullName: string,
) {
  await page.goto('/auth?type=login');
  await fillLogin(page, account);
  await expect(userMenuButton(page, fullName)).toBeVisible();
}

export async function fillLogin(page: Page, account: { email: string; password: string }) {
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Login' }).click();
}

export const userMenuButton = (page: Page, fullName: string) =>
  mainNavigation(page).getByRole('button', { name: fullName });

/** Opens the user menu under the full name in the navbar. */
export async function openUserMenu(page: Page, fullName: string) {
  await userMenuButton(page, fullName).click();
}

/** Logout from the user menu, confirming 'Are you sure to logout?'. */
export async function logOut(page: Page, fullName: string) {
  await openUserMenu(page, fullName);
  await mainNavigation(page).getByRole('button', { name: 'Logout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure to logout?' });
  await dialog.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await expect(mainNavigation(page).getByRole('link', { name: 'Login' })).toBeVisible();
}

export interface Booking {
  pickUpLocation: string;
  dropOffLocation: string;
  /** YYYY-MM-DD */
  pickUpDate: string;
  /** HH:mm */
  pickUpTime: string;
  dropOffDate: string;
  dropOffTime: string;
}

/**
 * Fills the booking form of a vehicle page, accepts the contract and presses Book Now. A vehicle
 * of a branch is picked up there (the field is read-only) and returned to a branch chosen from a
 * list: `dropOffLocation` when it names one, else the pick-up branch.
 */
export async function submitBooking(page: Page, booking: Booking) {
  const form = page.getByRole('form', { name: 'Booking' });
  const pickUp = form.getByLabel('Pick-up place');
  if (await pickUp.isEditable()) await pickUp.fill(booking.pickUpLocation);
  await form.getByLabel('Pick-up date').fill(booking.pickUpDate);
  await form.getByLabel('Pick-up time').fill(booking.pickUpTime);
  const dropOff = form.getByLabel('Drop-off place');
  if ((await dropOff.evaluate((control) => control.tagName)) !== 'SELECT') {
    await dropOff.fill(booking.dropOffLocation);
  } else if (
    (await dropOff.getByRole('option', { name: booking.dropOffLocation, exact: true }).count()) > 0
  ) {
    await dropOff.selectOption({ label: booking.dropOffLocation });
  }
  await form.getByLabel('Drop-off date').fill(booking.dropOffDate);
  await form.getByLabel('Drop-off time').fill(booking.dropOffTime);
  await form.getByLabel('I have read and aggree the contract').check();
  await form.getByRole('button', { name: 'Book Now' }).click();
}

/** A local calendar date `days` from today as YYYY-MM-DD (the server keeps local wall-clock time). */
export function localDatePlusDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
}
