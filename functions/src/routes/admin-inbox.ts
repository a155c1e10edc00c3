import { bookingUpdateSchema, messageUpdateSchema, toCsv } from '@umrah/domain/inbox';
import { travelersLabel } from '@umrah/domain/travelers';
import { Router } from 'express';
import { adminOf } from '../auth/session';
import { appendAudit } from '../data/audit-log';
import {
  countNewBookings,
  deleteBooking,
  getBooking,
  listBookings,
  readPassport,
  updateBooking,
} from '../data/bookings';
import { countUnreadMessages, deleteMessage, listMessages, setMessageRead } from '../data/messages';
import { asyncHandler } from '../http/errors';
import { validateBody } from '../http/validate';

const CSV_HEADER = [
  'Received',
  'Status',
  'Full name',
  'Email',
  'Phone',
  'Package',
  'Room',
  'Waiting list',
  'Travellers',
  'Preferred date',
  'Special requests',
  'Passport',
  'Note',
];

/**
 * The scan opens in a tab of its own. Its bytes were checked on upload (PDF, JPEG or PNG), so
 * the browser never reads it as a page; an image is sandboxed too. A PDF is not: Chromium's
 * PDF viewer refuses to run in a sandboxed document, which would show staff a blank tab.
 */
function passportPolicy(contentType: string): string {
  return contentType === 'application/pdf'
    ? "frame-ancestors 'none'; base-uri 'none'; form-action 'none'"
    : "default-src 'none'; frame-ancestors 'none'; sandbox";
}

/** Booking requests and contact messages, for admins. */
export function adminInboxRouter(): Router {
  const router = Router();

  router.get(
    '/inbox-counts',
    asyncHandler(async (_req, res) => {
      const [newBookings, unreadMessages] = await Promise.all([
        countNewBookings(),
        countUnreadMessages(),
      ]);
      res.json({ newBookings, unreadMessages });
    }),
  );

  router.get(
    '/bookings',
    asyncHandler(async (_req, res) => {
      res.json(await listBookings());
    }),
  );

  router.get(
    '/bookings/export',
    asyncHandler(async (_req, res) => {
      const rows = (await listBookings()).map((b) => [
        b.receivedAt,
        b.status,
        b.fullName,
        b.email,
        b.phone,
        b.packageTitle,
        b.roomType,
        b.waitingList ? 'yes' : 'no',
        travelersLabel(b.numberOfTravelers),
        b.preferredDate,
        b.specialRequests,
        b.passport ? 'yes' : b.passportDeletedAt ? 'deleted' : 'no',
        b.note,
      ]);
      const date = new Date().toISOString().slice(0, 10);
      res
        .type('text/csv; charset=utf-8')
        .set('Content-Disposition', `attachment; filename="bookings-${date}.csv"`)
        .send('\uFEFF' + toCsv(CSV_HEADER, rows));
    }),
  );

  router.get(
    '/bookings/:id',
    asyncHandler(async (req, res) => {
      res.json(await getBooking(String(req.params.id)));
    }),
  );

  router.put(
    '/bookings/:id',
    asyncHandler(async (req, res) => {
      const update = validateBody(bookingUpdateSchema, req.body);
      res.json(await updateBooking(String(req.params.id), update));
    }),
  );

  router.delete(
    '/bookings/:id',
    asyncHandler(async (req, res) => {
      await deleteBooking(String(req.params.id));
      res.json({ message: 'Deleted' });
    }),
  );

  router.get(
    '/bookings/:id/passport',
    asyncHandler(async (req, res) => {
      const id = String(req.params.id);
      const file = await readPassport(id);
      const admin = adminOf(req);
      await appendAudit({
        actorUid: admin.uid,
        actorUsername: admin.username,
        action: 'view passport',
        target: `bookings/${id}`,
      });
      const safeName = file.fileName.replace(/[^\w. -]/g, '_') || 'passport';
      res
        .type(file.contentType)
        .set('Content-Disposition', `inline; filename="${safeName}"`)
        .set('Content-Security-Policy', passportPolicy(file.contentType))
        .set('Cache-Control', 'private, no-store')
        .send(file.bytes);
    }),
  );

  router.get(
    '/messages',
    asyncHandler(async (_req, res) => {
      res.json(await listMessages());
    }),
  );

  router.put(
    '/messages/:id',
    asyncHandler(async (req, res) => {
      const { read } = validateBody(messageUpdateSchema, req.body);
      res.json(await setMessageRead(String(req.params.id), read));
    }),
  );

  router.delete(
    '/messages/:id',
    asyncHandler(async (req, res) => {
      await deleteMessage(String(req.params.id));
      res.json({ message: 'Deleted' });
    }),
  );

  return router;
}
