import { formLanguageOf } from '@umrah/domain/model/validation-messages';
import {
  addRoomSchema,
  copyRoomsSchema,
  moveTravellerSchema,
  roomNumberSchema,
} from '@umrah/domain/schemas/rooming';
import { Router, type Request } from 'express';
import { adminOf } from '../auth/session';
import { asyncHandler } from '../../platform/http/errors';
import { sendPdf } from '../../platform/http/send-pdf';
import { validateBody } from '../../platform/http/validate';
import {
  addEmptyRoom,
  copyStayRooms,
  lockRooms,
  moveTravellerToRoom,
  numberRoom,
  removeEmptyRoom,
  suggestRooms,
  unlockRooms,
  type RoomingEditor,
} from '../../wings/rooming/edit-rooming';
import { exportRoomingList, type RoomingListFormat } from '../../wings/rooming/export-rooming-list';
import { roomingView } from '../../wings/rooming/rooming-view';

const NO_STORE = 'private, no-store';

/**
 * Rooming lists, for admins (issue 30): a departure's stays with their lists; per stay, suggest,
 * copy another stay's rooms, move a traveller, add, number or remove a room, lock and unlock; and the hotel's rooming list
 * as CSV or PDF (each download audited). Every answer is the stay as the rooming view shows it;
 * warnings and the PDF are worded in `?lang=fr` when asked, else English.
 */
export function adminRoomingRouter(): Router {
  const router = Router();
  const param = (value: unknown) => String(value);
  const languageOf = (req: Request) => formLanguageOf(req.query['lang']);
  const editorOf = (req: Request): RoomingEditor => ({
    username: adminOf(req).username,
    language: languageOf(req),
  });
  const stay = '/departures/:id/rooming/:stay';

  router.get(
    '/departures/:id/rooming',
    asyncHandler(async (req, res) => {
      res
        .set('Cache-Control', NO_STORE)
        .json(await roomingView(param(req.params.id), languageOf(req)));
    }),
  );

  router.post(
    `${stay}/suggest`,
    asyncHandler(async (req, res) => {
      const { id, stay: key } = req.params;
      res.json(await suggestRooms(param(id), param(key), editorOf(req)));
    }),
  );

  router.post(
    `${stay}/copy`,
    asyncHandler(async (req, res) => {
      const input = validateBody(copyRoomsSchema, req.body);
      const { id, stay: key } = req.params;
      res.json(await copyStayRooms(param(id), param(key), input.fromStay, editorOf(req)));
    }),
  );

  router.post(
    `${stay}/moves`,
    asyncHandler(async (req, res) => {
      const input = validateBody(moveTravellerSchema, req.body);
      const { id, stay: key } = req.params;
      res.json(
        await moveTravellerToRoom(
          param(id),
          param(key),
          { travellerId: input.travellerId, toRoomId: input.toRoomId ?? null },
          editorOf(req),
        ),
      );
    }),
  );

  router.post(
    `${stay}/rooms`,
    asyncHandler(async (req, res) => {
      const input = validateBody(addRoomSchema, req.body);
      const { id, stay: key } = req.params;
      res.json(await addEmptyRoom(param(id), param(key), input.type, editorOf(req)));
    }),
  );

  router.delete(
    `${stay}/rooms/:roomId`,
    asyncHandler(async (req, res) => {
      const { id, stay: key, roomId } = req.params;
      res.json(await removeEmptyRoom(param(id), param(key), param(roomId), editorOf(req)));
    }),
  );

  router.patch(
    `${stay}/rooms/:roomId`,
    asyncHandler(async (req, res) => {
      const input = validateBody(roomNumberSchema, req.body);
      const { id, stay: key, roomId } = req.params;
      res.json(
        await numberRoom(param(id), param(key), param(roomId), input.number ?? null, editorOf(req)),
      );
    }),
  );

  router.post(
    `${stay}/lock`,
    asyncHandler(async (req, res) => {
      const { id, stay: key } = req.params;
      res.json(await lockRooms(param(id), param(key), editorOf(req)));
    }),
  );

  router.post(
    `${stay}/unlock`,
    asyncHandler(async (req, res) => {
      const { id, stay: key } = req.params;
      res.json(await unlockRooms(param(id), param(key), editorOf(req)));
    }),
  );

  // The hotel's rooming list (names as on the passport): each download is audited.
  const download = (format: RoomingListFormat) =>
    asyncHandler(async (req, res) => {
      const { id, stay: key } = req.params;
      const file = await exportRoomingList(
        param(id),
        param(key),
        format,
        adminOf(req),
        languageOf(req),
      );
      if (file.format === 'pdf') {
        sendPdf(res, file.fileName, file.pdf);
        return;
      }
      res
        .status(200)
        .type('text/csv; charset=utf-8')
        .set('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .set('Cache-Control', NO_STORE)
        .send(file.text);
    });
  router.get(`${stay}/rooming-list.csv`, download('csv'));
  router.get(`${stay}/rooming-list.pdf`, download('pdf'));

  return router;
}
