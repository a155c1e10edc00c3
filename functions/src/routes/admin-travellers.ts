import { toCsv } from '@umrah/domain/model/csv';
import { todayInTimeZone } from '@umrah/domain/model/dates';
import { DomainError } from '@umrah/domain/model/errors';
import { travellerSchema } from '@umrah/domain/schemas/traveller';
import { Router } from 'express';
import { asyncHandler } from '../http/errors';
import { validateBody } from '../http/validate';
import { bookingParty, bookingTravellers, updateTraveller } from '../travellers/booking-travellers';
import {
  departureReadiness,
  READINESS_CSV_HEADER,
  readinessCsvRow,
} from '../travellers/readiness-board';

const NO_STORE = 'private, no-store';

/** A traveller's number in the address: 1..n as digits, anything else names no traveller. */
function travellerIndex(value: unknown): number {
  const text = String(value);
  if (!/^[1-9]\d{0,2}$/.test(text)) throw new DomainError('traveller_not_found');
  return Number(text);
}

/**
 * Travellers, for admins: a booking's travellers with their readiness, the edit of one (the
 * shared schema, in a transaction), and a departure's readiness board (JSON or CSV). These
 * answers hold passport numbers and dates of birth (the booking's ones) and are never cached.
 */
export function adminTravellersRouter(): Router {
  const router = Router();
  const param = (value: unknown) => String(value);

  router.get(
    '/bookings/:id/travellers',
    asyncHandler(async (req, res) => {
      res.set('Cache-Control', NO_STORE).json(await bookingTravellers(param(req.params.id)));
    }),
  );

  router.put(
    '/bookings/:id/travellers/:index',
    asyncHandler(async (req, res) => {
      const index = travellerIndex(req.params.index);
      const party = await bookingParty(param(req.params.id));
      if (index > party.numberOfTravelers) throw new DomainError('traveller_not_found');
      const input = validateBody(travellerSchema, req.body, {
        today: todayInTimeZone(),
        index,
        travellers: party.numberOfTravelers,
      });
      res.set('Cache-Control', NO_STORE).json(await updateTraveller(party.id, index, input));
    }),
  );

  router.get(
    '/departures/:id/readiness',
    asyncHandler(async (req, res) => {
      const board = await departureReadiness(param(req.params.id));
      if (req.query['format'] === 'csv') {
        res
          .status(200)
          .type('text/csv; charset=utf-8')
          .set(
            'Content-Disposition',
            `attachment; filename="readiness-${board.departureDate || board.departureId}.csv"`,
          )
          .set('Cache-Control', NO_STORE)
          .send('\uFEFF' + toCsv(READINESS_CSV_HEADER, board.rows.map(readinessCsvRow)));
        return;
      }
      res.set('Cache-Control', NO_STORE).json(board);
    }),
  );

  return router;
}
