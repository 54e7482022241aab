import {
  API_MESSAGES,
  parameterProblemMessage,
  seasonOverlapMessage,
  type SeasonInput,
} from '@rentacar/contract';
import { overlappingSeason, seasonInputProblem } from '@rentacar/rules';
import { db } from '../db';
import { fail, notFound } from '../errors';
import { http } from '../http';

/** A valid body that shares no day with another season (`id` is the season being changed). */
function checkSeason(request: Request, input: SeasonInput, id?: number): SeasonInput {
  const problem = seasonInputProblem(input);
  if (problem !== undefined) fail(request, 400, parameterProblemMessage(problem));
  const overlapped = overlappingSeason(input, db.seasons.all(), id);
  if (overlapped !== undefined) fail(request, 409, seasonOverlapMessage(overlapped));
  const { name, startDate, endDate, percent } = input;
  return { name, startDate, endDate, percent };
}

const findSeason = (request: Request, id: number) => db.seasons.find(id) ?? notFound(request, id);

export const seasonHandlers = [
  http.get('/seasons/admin', ({ response }) => {
    const seasons = db.seasons
      .all()
      .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id);
    return response(200).json(seasons);
  }),

  http.post('/seasons/admin', ({ request, valid, response }) => {
    const { id } = db.seasons.insert(checkSeason(request, valid.body));
    return response(201).json({ message: API_MESSAGES.seasonCreated, success: true, id });
  }),

  http.put('/seasons/admin/{id}', ({ request, valid, response }) => {
    const { id } = findSeason(request, valid.path.id);
    db.seasons.update(id, checkSeason(request, valid.body, id));
    return response(200).json({ message: API_MESSAGES.seasonUpdated, success: true });
  }),

  http.delete('/seasons/admin/{id}', ({ request, valid, response }) => {
    db.seasons.delete(findSeason(request, valid.path.id).id);
    return response(200).json({ message: API_MESSAGES.seasonDeleted, success: true });
  }),
];
