import type { SeasonInput } from '@rentacar/contract';
import { describe, expect, it } from 'vitest';
import type { ContractContext } from './context';
import {
  expectAdministratorOnly,
  expectError,
  expectNotFound,
  expectSuccess,
  expectValidationError,
  UNKNOWN_ID,
} from './expectations';

/**
 * Seasons: price changes over date ranges, none sharing a day with another. Seasons are the whole
 * site's, so each test keeps to a year of its own, far from every booking the suite makes.
 */
export function describeSeasons(context: ContractContext): void {
  const admin = () => context.client(context.adminToken);
  const season = (year: number, from: string, to: string, name = 'Summer', percent = 20) =>
    ({
      name,
      startDate: `${year}-${from}`,
      endDate: `${year}-${to}`,
      percent,
    }) satisfies SeasonInput;
  const create = (input: SeasonInput) => admin().POST('/seasons/admin', { body: input });
  const change = (id: number, input: SeasonInput) =>
    admin().PUT('/seasons/admin/{id}', { params: { path: { id } }, body: input });
  const remove = (id: number) =>
    admin().DELETE('/seasons/admin/{id}', { params: { path: { id } } });
  const seasonsIn = async (year: number) =>
    (await admin().GET('/seasons/admin')).data!.filter((stored) =>
      stored.startDate.startsWith(`${year}-`),
    );
  async function created(input: SeasonInput) {
    const { data, response } = await create(input);
    expect(response.status, 'season creation').toBe(201);
    return data!.id;
  }

  describe('POST /seasons/admin (createSeason) and the list', () => {
    it('creates seasons; the list answers them in the response format, by start date', async () => {
      const { data, response } = await create(season(2201, '07-01', '08-31'));
      expect(response.status).toBe(201);
      expect(data).toEqual({
        message: 'Season Successfully Created',
        success: true,
        id: expect.any(Number),
      });
      const low = await created(season(2201, '01-10', '01-10', 'Low season', -10));
      expect(await seasonsIn(2201)).toEqual([
        {
          id: low,
          name: 'Low season',
          startDate: '2201-01-10',
          endDate: '2201-01-10',
          percent: -10,
        },
        {
          id: data!.id,
          name: 'Summer',
          startDate: '2201-07-01',
          endDate: '2201-08-31',
          percent: 20,
        },
      ]);
    });

    it('refuses a season sharing a day with another with 409 naming it', async () => {
      await created(season(2202, '07-01', '08-31'));
      await created(season(2202, '12-20', '12-31', 'Holidays', 35));
      const overlapsSummer = 'Overlaps the season Summer (2202-07-01 to 2202-08-31)';
      for (const [from, to] of [
        ['08-31', '09-15'],
        ['06-01', '07-01'],
        ['07-10', '07-20'],
        ['06-01', '12-31'],
      ] as const) {
        await expectError(create(season(2202, from, to, 'Peak')), 409, overlapsSummer);
      }
      // The days just outside are free.
      await created(season(2202, '09-01', '09-30', 'Autumn', -5));
      await created(season(2202, '06-01', '06-30', 'Early summer', 10));
      expect((await seasonsIn(2202)).map((stored) => stored.name)).toEqual([
        'Early summer',
        'Summer',
        'Autumn',
        'Holidays',
      ]);
    });

    it('answers 400 naming the field for a bad season, and stores nothing', async () => {
      const valid = season(2203, '07-01', '08-31');
      await expectValidationError(create({ ...valid, name: '' }), 'name');
      await expectValidationError(create({ ...valid, name: 'x'.repeat(61) }), 'name');
      await expectValidationError(create({ ...valid, startDate: '2203-7-1' }), 'startDate');
      await expectValidationError(create({ ...valid, startDate: '2203-02-30' }), 'startDate');
      await expectValidationError(create({ ...valid, endDate: '2203-13-01' }), 'endDate');
      await expectError(
        create({ ...valid, endDate: '2203-06-30' }),
        400,
        'endDate: must not be before startDate',
      );
      await expectError(create({ ...valid, percent: 0 }), 400, 'percent: must not be 0');
      await expectError(create({ ...valid, percent: -91 }), 400, 'percent: must be at least -90');
      await expectError(create({ ...valid, percent: 501 }), 400, 'percent: must be at most 500');
      await expectValidationError(create({ ...valid, percent: 2.5 }), 'percent');
      expect(await seasonsIn(2203)).toEqual([]);
      // The extremes are seasons.
      await created({ ...valid, name: 'x'.repeat(60), percent: 500 });
      await created(season(2203, '09-01', '09-01', 'Low', -90));
    });

    it('is for administrators only', async () => {
      const input = season(2204, '07-01', '08-31');
      await expectAdministratorOnly(context, (client) => client.GET('/seasons/admin'));
      await expectAdministratorOnly(context, (client) =>
        client.POST('/seasons/admin', { body: input }),
      );
      const id = await created(input);
      await expectAdministratorOnly(context, (client) =>
        client.PUT('/seasons/admin/{id}', {
          params: { path: { id } },
          body: { ...input, percent: 50 },
        }),
      );
      await expectAdministratorOnly(context, (client) =>
        client.DELETE('/seasons/admin/{id}', { params: { path: { id } } }),
      );
      expect(await seasonsIn(2204)).toEqual([{ id, ...input }]);
    });
  });

  describe('PUT and DELETE /seasons/admin/{id} (updateSeason, deleteSeason)', () => {
    it('changes a season, which never stands in its own way, and removes it', async () => {
      const id = await created(season(2205, '07-01', '08-31'));
      await expectSuccess(
        change(id, season(2205, '06-15', '08-31', 'Long summer', -15)),
        200,
        'Season Successfully Updated',
      );
      expect(await seasonsIn(2205)).toEqual([
        { id, name: 'Long summer', startDate: '2205-06-15', endDate: '2205-08-31', percent: -15 },
      ]);
      await expectSuccess(remove(id), 200, 'Season Successfully Deleted');
      expect(await seasonsIn(2205)).toEqual([]);
      await expectNotFound(remove(id), id);
      await expectNotFound(change(id, season(2205, '07-01', '08-31')), id);
      await expectNotFound(change(UNKNOWN_ID, season(2205, '07-01', '08-31')), UNKNOWN_ID);
    });

    it('refuses a change onto another season with 409 naming it, and keeps the season', async () => {
      await created(season(2206, '07-01', '08-31'));
      const id = await created(season(2206, '09-01', '09-30', 'Autumn', -5));
      await expectError(
        change(id, season(2206, '08-31', '09-30', 'Autumn', -5)),
        409,
        'Overlaps the season Summer (2206-07-01 to 2206-08-31)',
      );
      await expectValidationError(
        change(id, { ...season(2206, '09-01', '09-30'), percent: 0 }),
        'percent',
      );
      expect((await seasonsIn(2206))[1]).toEqual({
        id,
        name: 'Autumn',
        startDate: '2206-09-01',
        endDate: '2206-09-30',
        percent: -5,
      });
    });
  });
}
