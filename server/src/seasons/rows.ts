import type { Season } from '@rentacar/contract';
import type { Generated, Selectable } from 'kysely';

export interface SeasonsTable {
  id: Generated<number>;
  name: string;
  /** `YYYY-MM-DD`, both days inside the season. */
  startDate: string;
  endDate: string;
  percent: number;
}

export type SeasonRow = Selectable<SeasonsTable>;

export const toSeason = ({ id, name, startDate, endDate, percent }: SeasonRow): Season => ({
  id,
  name,
  startDate,
  endDate,
  percent,
});
