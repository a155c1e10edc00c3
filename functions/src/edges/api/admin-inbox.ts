import { messageUpdateSchema } from '@umrah/domain/schemas/inbox-updates';
import { messageListQuerySchema } from '@umrah/domain/schemas/paging';
import { Router } from 'express';
import { newBookingCount } from '../../wings/bookings/read-bookings';
import {
  countMessages,
  countUnreadMessages,
  deleteMessage,
  listMessages,
  setMessageRead,
} from '../../wings/submissions/messages';
import { asyncHandler } from '../../platform/http/errors';
import { sendPage } from '../../platform/http/paging';
import { validateBody } from '../../platform/http/validate';

/** The inbox's counts and the contact messages, for admins (bookings: admin-bookings.ts). */
export function adminInboxRouter(): Router {
  const router = Router();

  router.get(
    '/inbox-counts',
    asyncHandler(async (_req, res) => {
      const [newBookings, unreadMessages] = await Promise.all([
        newBookingCount(),
        countUnreadMessages(),
      ]);
      res.json({ newBookings, unreadMessages });
    }),
  );

  router.get(
    '/messages',
    asyncHandler(async (req, res) => {
      const { limit, cursor, ...filters } = validateBody(messageListQuerySchema, req.query);
      sendPage(res, await listMessages({ limit, cursor, filters }));
    }),
  );

  router.get(
    '/messages/counts',
    asyncHandler(async (_req, res) => {
      res.json(await countMessages());
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
