import { API_MESSAGES, parameterProblemMessage, type BlockedPeriodInput } from '@rentacar/contract';
import { readBlockTimes } from '@rentacar/rules';
import { overlappingBlocks, overlappingBookings } from '../bookings';
import { blockInstants } from '../branches';
import { db, type BlockRecord } from '../db';
import { fail, notFound, reservationsConflict } from '../errors';
import { http } from '../http';

/** The stored block of a valid body, unless its vehicle is unknown or the period is taken. */
function checkBlock(
  request: Request,
  input: BlockedPeriodInput,
  id?: number,
): Omit<BlockRecord, 'id'> {
  const times = readBlockTimes(input);
  if (!times.valid) fail(request, 400, parameterProblemMessage(times));
  const vehicle = db.vehicles.find(input.carId) ?? notFound(request, input.carId);
  const instants = blockInstants(vehicle, times.interval);
  const question = { carId: vehicle.id, interval: instants, exceptBlockId: id };
  const booked = overlappingBookings(question);
  if (booked.length > 0) {
    reservationsConflict(
      request,
      API_MESSAGES.blockOverReservations,
      booked.map(({ id, pickUpTime, dropOffTime }) => ({ id, pickUpTime, dropOffTime })),
    );
  }
  if (overlappingBlocks(question).length > 0)
    reservationsConflict(request, API_MESSAGES.blockOverBlock, []);
  return {
    carId: vehicle.id,
    start: times.interval.pickUpTime,
    end: times.interval.dropOffTime,
    reason: input.reason,
    startAt: instants.pickUpTime,
    endAt: instants.dropOffTime,
  };
}

const findBlock = (request: Request, id: number) =>
  db.blockedPeriods.find(id) ?? notFound(request, id);

export const blockHandlers = [
  http.get('/blocks/admin', ({ valid, response }) => {
    const { carId } = valid.query;
    const blocks = db.blockedPeriods
      .all()
      .filter((block) => carId === undefined || block.carId === carId)
      .map(({ startAt: _startAt, endAt: _endAt, ...block }) => block)
      .sort((a, b) => a.start.localeCompare(b.start) || a.id - b.id);
    return response(200).json(blocks);
  }),

  http.post('/blocks/admin', ({ request, valid, response }) => {
    const { id } = db.blockedPeriods.insert(checkBlock(request, valid.body));
    return response(201).json({ message: API_MESSAGES.blockedPeriodSaved, success: true, id });
  }),

  http.put('/blocks/admin/{id}', ({ request, valid, response }) => {
    const { id } = findBlock(request, valid.path.id);
    db.blockedPeriods.update(id, checkBlock(request, valid.body, id));
    return response(200).json({ message: API_MESSAGES.blockedPeriodUpdated, success: true });
  }),

  http.delete('/blocks/admin/{id}', ({ request, valid, response }) => {
    db.blockedPeriods.delete(findBlock(request, valid.path.id).id);
    return response(200).json({ message: API_MESSAGES.blockedPeriodDeleted, success: true });
  }),
];
