import { todayInTimeZone } from '@umrah/domain/model/dates';
import { DomainError } from '@umrah/domain/model/errors';
import { travellerSchema } from '@umrah/domain/schemas/traveller';
import { Router } from 'express';
import { adminOf } from '../auth/session';
import { asyncHandler } from '../http/errors';
import { validateBody } from '../http/validate';
import { exportReadiness } from '../travellers/export-readiness';
import { bookingParty, bookingTravellers } from '../travellers/read-booking-travellers';
import { departureReadiness } from '../travellers/readiness-board';
import { updateTraveller } from '../travellers/update-traveller';

const NO_STORE = 'private, no-store';

/** A traveller's number in the address: 1..n as digits, anything else names no traveller. */
function travellerIndex(value: unknown): number {
  const text = String(value);
  if (!/^[1-9]\d{0,2}$/.test(text)) throw new DomainError('traveller_not_found');
  return Number(text);
}

/**
 * Travellers, for admins: a booking's travellers with their readiness, the edit of one (the
 * shared schema, in a transaction), and a departure's readiness board (JSON or CSV). Nothing is
 * cached; the booking's travellers (passport numbers, dates of birth) and the CSV are audited.
 */
export function adminTravellersRouter(): Router {
  const router = Router();
  const param = (value: unknown) => String(value);

  router.get(
    '/bookings/:id/travellers',
    asyncHandler(async (req, res) => {
      res
        .set('Cache-Control', NO_STORE)
        .json(await bookingTravellers(param(req.params.id), adminOf(req)));
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
      if (req.query['format'] === 'csv') {
        const csv = await exportReadiness(param(req.params.id), adminOf(req));
        res
          .status(200)
          .type('text/csv; charset=utf-8')
          .set('Content-Disposition', `attachment; filename="${csv.fileName}"`)
          .set('Cache-Control', NO_STORE)
          .send(csv.text);
        return;
      }
      const board = await departureReadiness(param(req.params.id));
      res.set('Cache-Control', NO_STORE).json(board);
    }),
  );

  return router;
}
