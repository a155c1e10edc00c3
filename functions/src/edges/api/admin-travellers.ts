import { todayInTimeZone } from '@umrah/domain/model/dates';
import { DomainError } from '@umrah/domain/model/errors';
import { formLanguageOf } from '@umrah/domain/model/validation-messages';
import { travellerSchema } from '@umrah/domain/schemas/traveller';
import { nameChangeSchema } from '@umrah/domain/schemas/name-change';
import { Router } from 'express';
import { adminOf } from '../auth/session';
import { auditDetails } from './audit-admin-writes';
import { asyncHandler } from '../../platform/http/errors';
import { sendPdf } from '../../platform/http/send-pdf';
import { sendPrivateFile } from '../../platform/http/send-private-file';
import { validateBody } from '../../platform/http/validate';
import { exportManifest, type ManifestFormat } from '../../wings/travellers/departure-manifest';
import { exportReadiness } from '../../wings/travellers/export-readiness';
import { bookingParty, bookingTravellers } from '../../wings/travellers/read-booking-travellers';
import { departureReadiness } from '../../wings/travellers/readiness-board';
import { updateTraveller } from '../../wings/travellers/update-traveller';
import { previewNameChange, replaceTraveller } from '../../wings/travellers/replace-traveller';
import { documentKindOf } from '../../wings/travellers/upload-traveller-document';
import { viewTravellerDocument } from '../../wings/travellers/view-traveller-document';

const NO_STORE = 'private, no-store';

/** A traveller's number in the address: 1..n as digits, anything else names no traveller. */
function travellerIndex(value: unknown): number {
  const text = String(value);
  if (!/^[1-9]\d{0,2}$/.test(text)) throw new DomainError('traveller_not_found');
  return Number(text);
}

/**
 * Travellers, for admins: a booking's travellers with their readiness, the edit of one (the
 * shared schema, in a transaction), a departure's readiness board (JSON or CSV) and its group
 * manifest (CSV or PDF). Nothing is cached; the booking's travellers (passport numbers, dates of
 * birth) and every export are audited.
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
      res
        .set('Cache-Control', NO_STORE)
        .json(await updateTraveller(party.id, index, input, req.body));
    }),
  );

  // A name change: what replacing the traveller costs today, and the replacement itself.
  router.get(
    '/bookings/:id/travellers/:index/name-change',
    asyncHandler(async (req, res) => {
      travellerIndex(req.params.index);
      res.set('Cache-Control', NO_STORE).json(await previewNameChange(param(req.params.id)));
    }),
  );
  router.post(
    '/bookings/:id/travellers/:index/name-change',
    asyncHandler(async (req, res) => {
      const index = travellerIndex(req.params.index);
      const input = validateBody(nameChangeSchema, req.body);
      auditDetails(res, { traveller: index, feeCents: input.expectedFeeCents });
      res
        .set('Cache-Control', NO_STORE)
        .json(await replaceTraveller(param(req.params.id), index, input, adminOf(req).username));
    }),
  );

  // A traveller's uploaded document, streamed to staff with the booking's passport scan's headers
  // (never cached, sandboxed, under a name the server makes); each view is audited.
  router.get(
    '/bookings/:id/travellers/:index/documents/:kind',
    asyncHandler(async (req, res) => {
      const index = travellerIndex(req.params.index);
      const kind = documentKindOf(req.params.kind);
      const file = await viewTravellerDocument(param(req.params.id), index, kind, adminOf(req));
      sendPrivateFile(res, file, { kind, bookingId: param(req.params.id), traveller: index });
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

  // The group manifest (passport facts, for the airline and the visa agent): each download is
  // audited by exportManifest, with its format; headings and flags in `?lang=fr` when asked.
  const manifest = (format: ManifestFormat) =>
    asyncHandler(async (req, res) => {
      const file = await exportManifest(
        param(req.params.id),
        format,
        adminOf(req),
        formLanguageOf(req.query['lang']),
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
  router.get('/departures/:id/manifest.csv', manifest('csv'));
  router.get('/departures/:id/manifest.pdf', manifest('pdf'));

  return router;
}
