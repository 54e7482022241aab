import { screen, waitFor } from '@testing-library/react';
import { readSheet } from 'read-excel-file/universal';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SPREADSHEET_HEADERS } from '@rentacar/contract-tests/spreadsheet-headers';
import { db, server, serverError } from '@rentacar/mocks/node';
import { renderAsAdmin } from '../../shell/admin/test/adminTestUtils';
import { captureSavedFiles } from '../../test/savedFiles';

afterEach(() => vi.restoreAllMocks());

const cases = [
  {
    page: '/admin/users',
    button: 'Download Users',
    filename: 'users.xlsx',
    header: SPREADSHEET_HEADERS.users,
    rowCount: () => db.users.all().length,
  },
  {
    page: '/admin/vehicles',
    button: 'Download Vehicles',
    filename: 'vehicles.xlsx',
    header: SPREADSHEET_HEADERS.vehicles,
    rowCount: () => db.vehicles.all().length,
  },
  {
    page: '/admin/reservations',
    button: 'Download Reservations',
    filename: 'reservations.xlsx',
    header: SPREADSHEET_HEADERS.reservations,
    rowCount: () => db.reservations.all().length,
  },
];

describe('spreadsheet downloads', () => {
  it.each(cases)(
    '$button saves $filename with every record',
    async ({ page, button, filename, header, rowCount }) => {
      const saved = captureSavedFiles();
      const { user } = await renderAsAdmin(page);
      await user.click(await screen.findByRole('button', { name: button }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0]!.filename).toBe(filename);
      const [headerRow, ...rows] = await readSheet(saved[0]!.blob);
      expect(headerRow).toEqual(header);
      expect(rows).toHaveLength(rowCount());
      await waitFor(() => expect(screen.getByRole('button', { name: button })).toBeEnabled());
    },
  );

  it('asks for the headers in the language the app shows', async () => {
    captureSavedFiles();
    const languages: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/excel/download/users') {
        languages.push(request.headers.get('accept-language'));
      }
    });
    const { user } = await renderAsAdmin('/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Download Users' }));
    await waitFor(() => expect(languages).toEqual(['en']));
  });

  it('only logs a failed download', async () => {
    const saved = captureSavedFiles();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(serverError('downloadUsers'));
    const { user } = await renderAsAdmin('/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Download Users' }));
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(saved).toEqual([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
