import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONTRACT_OPERATIONS } from '@rentacar/contract/operations';
import { createBranch, createVehicle, db } from '@rentacar/mocks/node';
import {
  changes,
  deleteAfterConfirmation,
  recordJsonBodies,
  recordRequests,
  renderAsAdmin,
} from '../../../shell/admin/test/adminTestUtils';
import { emptyField } from '../../../test/renderApp';
import { CLOSURE_REASON_MAX_LENGTH } from './closureReason';

const dayGroup = (name: string) => within(screen.getByRole('group', { name }));

describe('admin branch list', () => {
  it('finds a branch by its city as typed, and opens it', async () => {
    const { user, router } = await renderAsAdmin('/admin/branches');
    const table = await screen.findByRole('table', { name: 'Branches' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5));
    await user.type(screen.getByRole('searchbox', { name: 'Search branches' }), 'new york');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await user.click(within(table).getByRole('cell', { name: 'New York Midtown' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/branches/3'));
    expect(await screen.findByRole('heading', { name: 'New York Midtown' })).toBeInTheDocument();
  });
});

describe('admin branch create', () => {
  it('sends the branch with its hours and no fee while one-way returns are off', async () => {
    const bodies = recordJsonBodies('POST', '/api/branches/admin');
    const { user, router } = await renderAsAdmin('/admin/branches/new');
    await user.type(await screen.findByLabelText('Name'), 'Boston Back Bay');
    expect(screen.getByLabelText('Slug')).toHaveValue('boston-back-bay');
    await user.type(screen.getByLabelText('Address'), '100 Huntington Ave');
    await user.type(screen.getByLabelText('City'), 'Boston');
    await user.type(screen.getByLabelText('Zip Code'), '02116');
    await user.type(screen.getByLabelText('Country'), 'us');
    await user.type(screen.getByLabelText('Latitude'), '42.347');
    await user.type(screen.getByLabelText('Longitude'), '-71.082');
    await user.type(screen.getByLabelText('Phone Number'), '6175550123');
    await user.type(screen.getByLabelText('Email'), 'backbay@example.com');
    await user.selectOptions(screen.getByLabelText('Time zone'), 'America/New_York');
    await user.click(dayGroup('Saturday').getByRole('checkbox', { name: 'Closed' }));
    // Open until midnight: a time input writes it 00:00, the API 24:00.
    const saturday = within(screen.getByRole('group', { name: 'Saturday, period 1' }));
    await emptyField(user, saturday.getByLabelText('Closes'));
    await user.type(saturday.getByLabelText('Closes'), '00:00');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Branch is created')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/branches'));
    expect(bodies).toEqual([
      {
        name: 'Boston Back Bay',
        slug: 'boston-back-bay',
        address: '100 Huntington Ave',
        city: 'Boston',
        zipCode: '02116',
        country: 'US',
        latitude: 42.347,
        longitude: -71.082,
        phoneNumber: '(617) 555-0123',
        email: 'backbay@example.com',
        timeZone: 'America/New_York',
        openingHours: [{ day: 6, opens: '09:00', closes: '24:00' }],
        closures: [],
      },
    ]);
    expect(db.branches.all().find((branch) => branch.slug === 'boston-back-bay')).toMatchObject({
      city: 'Boston',
    });
  });

  it("bounds a closure's reason as the contract does", async () => {
    const body = CONTRACT_OPERATIONS.find((operation) => operation.operationId === 'createBranch')!
      .schemas.body as {
      properties: { closures: { items: { properties: { reason: { maxLength: number } } } } };
    };
    expect(CLOSURE_REASON_MAX_LENGTH).toBe(
      body.properties.closures.items.properties.reason.maxLength,
    );
    const { user } = await renderAsAdmin('/admin/branches/new');
    await user.click(await screen.findByRole('button', { name: 'Add closure' }));
    expect(screen.getByLabelText('Reason')).toHaveAttribute(
      'maxlength',
      String(CLOSURE_REASON_MAX_LENGTH),
    );
    expect(screen.getByLabelText('Name')).toHaveAttribute('maxlength', '100');
  });
});

describe('admin branch edit', () => {
  it('shows a period until midnight as 00:00 and sends it back as 24:00', async () => {
    const branch = createBranch({
      name: 'Night Owl',
      openingHours: [{ day: 5, opens: '18:00', closes: '24:00' }],
      oneWayFee: 20,
    });
    const bodies = recordJsonBodies('PUT', `/api/branches/admin/${branch.id}`);
    const { user, router } = await renderAsAdmin(`/admin/branches/${branch.id}`);
    const friday = within(await screen.findByRole('group', { name: 'Friday, period 1' }));
    expect(friday.getByLabelText('Closes')).toHaveValue('00:00');
    expect(screen.getByLabelText('One-way fee')).toHaveValue(20);
    // No more one-way returns here: the update leaves the fee out.
    await user.click(screen.getByRole('checkbox', { name: 'Accepts one-way returns' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Branch is updated')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/branches'));
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      openingHours: [{ day: 5, opens: '18:00', closes: '24:00' }],
    });
    expect(bodies[0]).not.toHaveProperty('oneWayFee');
    expect(db.branches.find(branch.id)?.oneWayFee).toBeUndefined();
  });

  it('deletes a branch without vehicles after confirmation', async () => {
    const branch = createBranch({ name: 'Closing Down' });
    const { user, router } = await renderAsAdmin(`/admin/branches/${branch.id}`);
    await deleteAfterConfirmation(user);
    expect(await screen.findByText('Branch was deleted')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/branches'));
    expect(db.branches.find(branch.id)).toBeUndefined();
  });

  it("refuses to delete a branch vehicles belong to, with the server's reason", async () => {
    const branch = createBranch({ name: 'Busy Corner' });
    createVehicle({ branchId: branch.id });
    const requests = recordRequests();
    const { user, router } = await renderAsAdmin(`/admin/branches/${branch.id}`);
    await deleteAfterConfirmation(user);
    expect(
      await screen.findByText("Branch couldn't be deleted. Vehicles belong to it"),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/admin/branches/${branch.id}`);
    expect(db.branches.find(branch.id)).toBeDefined();
    expect(changes(requests)).toEqual([`DELETE /api/branches/admin/${branch.id}`]);
  });
});

describe('branch filters of the admin lists', () => {
  it.each([
    ['/admin/vehicles', '/api/car/visitors/pages'],
    ['/admin/reservations', '/api/reservations/admin/all/pages'],
    ['/admin', '/api/admin/stats'],
  ])('%s asks for the chosen branch only', async (path, api) => {
    const requests = recordRequests();
    const { user, router } = await renderAsAdmin(path);
    const select = await screen.findByRole('combobox', { name: 'Branch' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(5));
    await user.selectOptions(select, 'JFK Airport');
    await waitFor(() => expect(router.state.location.search).toContain('branch=jfk-airport'));
    await waitFor(() =>
      expect(
        requests.some(
          (request) => request.startsWith(`GET ${api}?`) && request.includes('branch=jfk-airport'),
        ),
      ).toBe(true),
    );
  });
});
