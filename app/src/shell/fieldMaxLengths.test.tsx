import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_MAX_LENGTH,
  BRANCH_NAME_MAX_LENGTH,
  BRANCH_SLUG_MAX_LENGTH,
  CITY_MAX_LENGTH,
  COUNTRY_CODE_MAX_LENGTH,
  CONTACT_BODY_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH,
  CURRENT_PASSWORD_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  LICENSE_NUMBER_MAX_LENGTH,
  LICENSE_PLATE_MAX_LENGTH,
  LOCATION_MAX_LENGTH,
  PASSWORD_CONFIRMATION_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  PHONE_NUMBER_MAX_LENGTH,
  SEARCH_TEXT_MAX_LENGTH,
  SEASON_NAME_MAX_LENGTH,
  VEHICLE_MODEL_MAX_LENGTH,
  ZIP_CODE_MAX_LENGTH,
} from '@rentacar/contract';
import { CONTRACT_OPERATIONS } from '@rentacar/contract/operations';
import { createReservation, createUser } from '@rentacar/mocks/node';
import { renderApp } from '../test/renderApp';
import { signInAs } from '../test/signIn';
import { renderAsAdmin } from './admin/test/adminTestUtils';

/** Controls whose text goes to the API as typed (dates, times and numbers are parsed first). */
const TEXT_CONTROLS =
  'input[type=text], input[type=email], input[type=password], input[type=tel], input[type=search], textarea';

/** Every text control of the form, by its label, with the most characters it takes. */
function maxLengthsIn(form: HTMLElement) {
  return Object.fromEntries(
    [...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_CONTROLS)].map(
      (control) => [control.labels?.[0]?.textContent ?? control.name, control.maxLength],
    ),
  );
}

const profileBounds = {
  'First Name': PERSON_NAME_MAX_LENGTH,
  'Last Name': PERSON_NAME_MAX_LENGTH,
  'Phone Number': PHONE_NUMBER_MAX_LENGTH,
  Email: EMAIL_MAX_LENGTH,
  Address: ADDRESS_MAX_LENGTH,
  'Zip Code': ZIP_CODE_MAX_LENGTH,
};

describe("every text input takes no more than the contract's maxLength", () => {
  it('login', async () => {
    renderApp('/auth?type=login');
    expect(maxLengthsIn(await screen.findByRole('form', { name: 'Login' }))).toEqual({
      Email: EMAIL_MAX_LENGTH,
      Password: PASSWORD_MAX_LENGTH,
    });
  });

  it('registration', async () => {
    renderApp('/auth?type=register');
    expect(maxLengthsIn(await screen.findByRole('form', { name: 'Register' }))).toEqual({
      ...profileBounds,
      Password: PASSWORD_MAX_LENGTH,
      'Confirm Password': PASSWORD_CONFIRMATION_MAX_LENGTH,
    });
  });

  it('profile and password', async () => {
    signInAs('customer@example.com');
    renderApp('/user');
    expect(maxLengthsIn(await screen.findByRole('form', { name: 'Update Profile' }))).toEqual(
      profileBounds,
    );
    expect(maxLengthsIn(screen.getByRole('form', { name: 'Update Password' }))).toEqual({
      'Current Password': CURRENT_PASSWORD_MAX_LENGTH,
      'New Password': PASSWORD_MAX_LENGTH,
      'Password Confirm': PASSWORD_CONFIRMATION_MAX_LENGTH,
    });
    expect(maxLengthsIn(screen.getByRole('form', { name: 'Driver details' }))).toEqual({
      'License number': LICENSE_NUMBER_MAX_LENGTH,
      'Issuing country': COUNTRY_CODE_MAX_LENGTH,
    });
  });

  it('contact', async () => {
    renderApp('/contact');
    expect(maxLengthsIn(await screen.findByRole('form', { name: 'Contact' }))).toEqual({
      Name: CONTACT_NAME_MAX_LENGTH,
      Email: EMAIL_MAX_LENGTH,
      Subject: CONTACT_SUBJECT_MAX_LENGTH,
      Message: CONTACT_BODY_MAX_LENGTH,
    });
  });

  it('booking', async () => {
    renderApp('/vehicles/1');
    const form = await screen.findByRole('form', { name: /book/i });
    // At a branch the drop-off place is a choice of branches, not typed text.
    expect(maxLengthsIn(form)).toEqual({ 'Pick-up place': LOCATION_MAX_LENGTH });
  });

  it('forgot password', async () => {
    renderApp('/forgot-password');
    expect(maxLengthsIn(await screen.findByRole('form', { name: 'Forgot password?' }))).toEqual({
      Email: EMAIL_MAX_LENGTH,
    });
  });

  it('reset password', async () => {
    renderApp('/reset-password?token=emailed-token');
    expect(maxLengthsIn(await screen.findByRole('form', { name: 'Reset Password' }))).toEqual({
      'New Password': PASSWORD_MAX_LENGTH,
      'Password Confirm': PASSWORD_CONFIRMATION_MAX_LENGTH,
    });
  });

  it('admin reservation', async () => {
    const reservation = createReservation();
    await renderAsAdmin(`/admin/reservations/${reservation.id}`);
    const pickUpPlace = await screen.findByLabelText('Pick-up place');
    expect(maxLengthsIn(pickUpPlace.closest('form')!)).toEqual({
      'Pick-up place': LOCATION_MAX_LENGTH,
      'Drop-off place': LOCATION_MAX_LENGTH,
    });
  });

  it('admin vehicle', async () => {
    await renderAsAdmin('/admin/vehicles/new');
    const model = await screen.findByLabelText('Model');
    expect(maxLengthsIn(model.closest('form')!)).toEqual({
      Model: VEHICLE_MODEL_MAX_LENGTH,
      'License plate': LICENSE_PLATE_MAX_LENGTH,
    });
  });

  it('admin branch', async () => {
    const { closures } = (
      CONTRACT_OPERATIONS.find((operation) => operation.operationId === 'createBranch')!.schemas
        .body as {
        properties: { closures: { items: { properties: { reason: { maxLength: number } } } } };
      }
    ).properties;
    const { user } = await renderAsAdmin('/admin/branches/new');
    await user.click(await screen.findByRole('button', { name: 'Add closure' }));
    expect(maxLengthsIn(screen.getByRole('form', { name: 'New Branch' }))).toEqual({
      Name: BRANCH_NAME_MAX_LENGTH,
      Slug: BRANCH_SLUG_MAX_LENGTH,
      Address: ADDRESS_MAX_LENGTH,
      City: CITY_MAX_LENGTH,
      'Zip Code': ZIP_CODE_MAX_LENGTH,
      Country: COUNTRY_CODE_MAX_LENGTH,
      'Phone Number': PHONE_NUMBER_MAX_LENGTH,
      Email: EMAIL_MAX_LENGTH,
      Reason: closures.items.properties.reason.maxLength,
    });
  });

  it('admin season', async () => {
    await renderAsAdmin('/admin/seasons');
    expect(maxLengthsIn(await screen.findByRole('form', { name: 'Add a season' }))).toEqual({
      Name: SEASON_NAME_MAX_LENGTH,
    });
  });

  it('admin user', async () => {
    const customer = createUser({ firstName: 'Nora', roles: ['Customer'] });
    await renderAsAdmin(`/admin/users/${customer.id}`);
    const firstName = await screen.findByLabelText('First Name');
    expect(maxLengthsIn(firstName.closest('form')!)).toEqual({
      ...profileBounds,
      Password: PASSWORD_MAX_LENGTH,
    });
  });

  it('vehicle search', async () => {
    renderApp('/vehicles');
    expect((await screen.findByLabelText('Search model')).getAttribute('maxLength')).toBe(
      String(SEARCH_TEXT_MAX_LENGTH),
    );
  });

  it.each([
    ['/admin/users', 'Search users'],
    ['/admin/vehicles', 'Search vehicles'],
    ['/admin/branches', 'Search branches'],
    ['/admin/messages', 'Search messages'],
    ['/admin/emails', 'Search e-mails'],
  ])('admin search of %s', async (path, searchLabel) => {
    await renderAsAdmin(path);
    const filters = (await screen.findByRole('searchbox', { name: searchLabel })).closest('form')!;
    expect(maxLengthsIn(filters)).toEqual({ [searchLabel]: SEARCH_TEXT_MAX_LENGTH });
  });
});
