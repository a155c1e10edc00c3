import { groupMessageSchema, messageReplySchema } from '@umrah/domain/schemas/group-message';
import {
  readinessReminderSchema,
  type ReadinessReminderInput,
} from '@umrah/domain/schemas/readiness-reminder';
import { Router } from 'express';
import { adminOf } from '../auth/session';
import { bookingMessages } from '../../wings/group-messages/booking-messages';
import { replyToPilgrim } from '../../wings/group-messages/reply-to-pilgrim';
import { sendBoardReminders } from '../../wings/group-messages/send-board-reminders';
import { auditDetails } from './audit-admin-writes';
import {
  groupMessagesOfDeparture,
  previewGroupMessage,
  sendGroupMessage,
} from '../../wings/group-messages/send-group-message';
import { asyncHandler } from '../../platform/http/errors';
import { validateBody } from '../../platform/http/validate';

/**
 * Messages to a departure's group, for admins: the past sends with today's limit, a preview of
 * the mails (each language) with the recipients, the send; a reminder from the readiness board;
 * one booking's messages (the group's that reached it, the pilgrim's from the trip page) and a
 * reply to one of the pilgrim's.
 */
export function adminGroupMessagesRouter(): Router {
  const router = Router();
  const param = (value: unknown) => String(value);

  router.get(
    '/departures/:id/messages',
    asyncHandler(async (req, res) => {
      res.json(await groupMessagesOfDeparture(param(req.params.id)));
    }),
  );

  router.post(
    '/departures/:id/messages/preview',
    asyncHandler(async (req, res) => {
      const input = validateBody(groupMessageSchema, req.body);
      res.json(await previewGroupMessage(param(req.params.id), input));
    }),
  );

  router.post(
    '/departures/:id/messages',
    asyncHandler(async (req, res) => {
      const input = validateBody(groupMessageSchema, req.body);
      res
        .status(201)
        .json(await sendGroupMessage(param(req.params.id), input, adminOf(req).username));
    }),
  );

  // A reminder from the readiness board about one item, to the travellers ticked or to all who
  // miss it: one mail per booking, each kept in the booking's messages; audited with its counts.
  router.post(
    '/departures/:id/readiness/reminders',
    asyncHandler(async (req, res) => {
      const input = validateBody(readinessReminderSchema, req.body) as ReadinessReminderInput;
      const sent = await sendBoardReminders(param(req.params.id), input, adminOf(req).username);
      auditDetails(res, { item: input.item, ...sent });
      res.status(201).json(sent);
    }),
  );

  router.get(
    '/bookings/:id/messages',
    asyncHandler(async (req, res) => {
      res.json(await bookingMessages(param(req.params.id)));
    }),
  );

  // Staff answer a pilgrim's trip-page message: kept on it, mailed to the pilgrim; audited in words.
  router.post(
    '/bookings/:id/messages/:messageId/replies',
    asyncHandler(async (req, res) => {
      const input = validateBody(messageReplySchema, req.body);
      res
        .status(201)
        .json(
          await replyToPilgrim(
            param(req.params.id),
            param(req.params.messageId),
            input,
            adminOf(req).username,
          ),
        );
    }),
  );

  return router;
}
