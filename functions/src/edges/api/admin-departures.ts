import {
  copyDepartureSchema,
  departureSchema,
  moveBookingSchema,
  seatHoldSchema,
} from '@umrah/domain/schemas/departure';
import { pageQuerySchema } from '@umrah/domain/schemas/paging';
import { Router } from 'express';
import { adminOf } from '../auth/session';
import { moveBooking } from '../../wings/bookings/move-booking';
import { cancelDeparture, departureCancellationView } from '../../wings/bookings/cancel-departure';
import { departureCancellationSchema } from '@umrah/domain/schemas/departure-cancellation';
import { auditDetails } from './audit-admin-writes';
import {
  previewDepartureReschedule,
  saveDeparture,
} from '../../wings/bookings/reschedule-departure';
import {
  addDeparture,
  closeDeparture,
  copyDeparture,
} from '../../wings/departures/manage-departures';
import {
  departuresOfPackage,
  upcomingDepartureSummaryPage,
} from '../../wings/departures/read-departures';
import {
  departureWithBookings,
  removeUnbookedDeparture,
} from '../../wings/bookings/departure-bookings';
import { holdSeats, releaseHold } from '../../wings/departures/seat-holds';
import { readDepartureGlance } from '../../views/read-departure-glance';
import { asyncHandler } from '../../platform/http/errors';
import { sendPage } from '../../platform/http/paging';
import { validateBody } from '../../platform/http/validate';

const NO_STORE = 'private, no-store';

/**
 * Departures, for admins: a package's (list, add), the upcoming ones with their counts (a page at
 * a time), one with its bookings and waiting list; edit, close, copy to a later date, delete
 * (only unbooked ones); seats held by hand; moving a booking to another departure; and the departure at a glance (its
 * figures and what still blocks it).
 */
export function adminDeparturesRouter(): Router {
  const router = Router();
  const param = (value: unknown) => String(value);

  router.get(
    '/packages/:packageId/departures',
    asyncHandler(async (req, res) => {
      res
        .set('Cache-Control', NO_STORE)
        .json(await departuresOfPackage(param(req.params.packageId)));
    }),
  );

  router.post(
    '/packages/:packageId/departures',
    asyncHandler(async (req, res) => {
      const input = validateBody(departureSchema, req.body);
      res.status(201).json(await addDeparture(param(req.params.packageId), input));
    }),
  );

  router.get(
    '/departures',
    asyncHandler(async (req, res) => {
      // A page of the upcoming departures, soonest first (?limit=&cursor= like every admin list).
      const { limit, cursor } = validateBody(pageQuerySchema, req.query);
      sendPage(res, await upcomingDepartureSummaryPage({ limit, cursor }));
    }),
  );

  router.get(
    '/departures/:id',
    asyncHandler(async (req, res) => {
      res.set('Cache-Control', NO_STORE).json(await departureWithBookings(param(req.params.id)));
    }),
  );

  // The agency cancels the departure: who was refunded, credited, moved or asked, and who answered.
  router.get(
    '/departures/:id/cancellation',
    asyncHandler(async (req, res) => {
      res
        .set('Cache-Control', NO_STORE)
        .json(await departureCancellationView(param(req.params.id)));
    }),
  );

  // Cancels the departure (once) and carries out the decision for its bookings; run again, it
  // settles only what is still open (each booking's step is audited on the booking too).
  router.post(
    '/departures/:id/cancellation',
    asyncHandler(async (req, res) => {
      const input = validateBody(departureCancellationSchema, req.body);
      auditDetails(res, { decision: input.decision, bookings: input.bookings.length });
      res.json(await cancelDeparture(param(req.params.id), input, adminOf(req)));
    }),
  );

  router.get(
    '/departures/:id/glance',
    asyncHandler(async (req, res) => {
      res.set('Cache-Control', NO_STORE).json(await readDepartureGlance(param(req.params.id)));
    }),
  );

  router.put(
    '/departures/:id',
    asyncHandler(async (req, res) => {
      const input = validateBody(departureSchema, req.body);
      // New dates move its confirmed bookings in the same write; the answer names them.
      res.json(await saveDeparture(param(req.params.id), input));
    }),
  );

  router.post(
    '/departures/:id/reschedule-preview',
    asyncHandler(async (req, res) => {
      const input = validateBody(departureSchema, req.body);
      res
        .set('Cache-Control', NO_STORE)
        .json(await previewDepartureReschedule(param(req.params.id), input));
    }),
  );

  router.post(
    '/departures/:id/close',
    asyncHandler(async (req, res) => {
      res.json(await closeDeparture(param(req.params.id)));
    }),
  );

  router.post(
    '/departures/:id/copy',
    asyncHandler(async (req, res) => {
      const input = validateBody(copyDepartureSchema, req.body);
      res.status(201).json(await copyDeparture(param(req.params.id), input));
    }),
  );

  router.delete(
    '/departures/:id',
    asyncHandler(async (req, res) => {
      await removeUnbookedDeparture(param(req.params.id));
      res.json({ message: 'Deleted' });
    }),
  );

  router.post(
    '/departures/:id/holds',
    asyncHandler(async (req, res) => {
      const input = validateBody(seatHoldSchema, req.body);
      res.status(201).json(await holdSeats(param(req.params.id), input, adminOf(req).username));
    }),
  );

  router.delete(
    '/departures/:id/holds/:holdId',
    asyncHandler(async (req, res) => {
      res.json(await releaseHold(param(req.params.id), param(req.params.holdId)));
    }),
  );

  router.post(
    '/bookings/:id/move',
    asyncHandler(async (req, res) => {
      const input = validateBody(moveBookingSchema, req.body);
      res.json(await moveBooking(param(req.params.id), input));
    }),
  );

  return router;
}
