import express, { Router } from 'express';
import { NO_STORE } from '../../platform/config';
import { requireSameOrigin } from '../auth/csrf';
import { requireAdmin } from '../auth/session';
import { blogs } from '../../wings/content/blogs';
import { gallery } from '../../wings/content/gallery';
import { packages } from '../../wings/content/packages';
import { reviews } from '../../wings/content/reviews';
import {
  JSON_BODY_MAX_BYTES,
  refuseOversizedBody,
  requireKnownBodyType,
} from '../../platform/http/body-limits';
import { trustedProxyHops } from '../../platform/http/client-address';
import {
  REQUEST_DEADLINE_MS,
  UPLOAD_DEADLINE_MS,
  requestDeadline,
} from '../../platform/http/deadline';
import { asyncHandler, errorHandler, unknownApiRoute } from '../../platform/http/errors';
import { requestLog } from '../../platform/http/request-log';
import { securityHeaders } from '../../platform/http/security-headers';
import { testClock } from '../../platform/http/test-clock';
import { healthRouter } from './health';
import { adminAccountingRouter } from './admin-accounting';
import { adminAuditLogRouter } from './admin-audit-log';
import { adminAuthRouter } from './admin-auth';
import { adminContentRouter } from './admin-content';
import { adminCostsRouter } from './admin-costs';
import { adminDeparturesRouter } from './admin-departures';
import { adminGroupLeadersRouter } from './admin-group-leaders';
import { adminFrenchGapsRouter } from './admin-french-gaps';
import { adminBookingsRouter } from './admin-bookings';
import { adminInboxRouter } from './admin-inbox';
import { adminGroupMessagesRouter } from './admin-group-messages';
import { adminPaymentsRouter } from './admin-payments';
import { adminPrivacyRouter } from './admin-privacy';
import { adminRegulatorReportsRouter } from './admin-regulator-reports';
import { adminReceiptsRouter } from './admin-receipts';
import { adminRoomingRouter } from './admin-rooming';
import { tripLinkRouter } from './trip-link';
import { tripTravellersRouter } from './trip-travellers';
import { tripMessagesRouter } from './trip-messages';
import { tripCancellationRouter } from './trip-cancellation';
import { tripDepartureChoiceRouter } from './trip-departure-choice';
import { paymentsRouter } from './payments';
import { stripeWebhook } from './payments-webhook';
import { auditAdminWrites } from './audit-admin-writes';
import { adminSecondFactorRouter } from './admin-second-factor';
import { adminSettingsRouter } from './admin-settings';
import { adminTravellersRouter } from './admin-travellers';
import { uploadImage } from './admin-upload';
import { adminUsersRouter } from './admin-users';
import { localMediaRouter } from './local-media';
import { publicRouter } from './public';
import { submissionsRouter } from './submissions';
import { unsubscribeRouter } from './unsubscribe';
import { adminMarketingRouter } from './admin-marketing';
import { blogSchema } from '@umrah/domain/schemas/blog';
import { gallerySchema } from '@umrah/domain/schemas/gallery';
import { packageSchema } from '@umrah/domain/schemas/package';
import { reviewSchema } from '@umrah/domain/schemas/review';

function adminRouter(): Router {
  const admin = Router();
  admin.use((_req, res, next) => {
    res.set('Cache-Control', NO_STORE);
    next();
  });
  admin.use(adminAuthRouter());
  // Everything below needs an admin session, and state changes need our origin (CSRF).
  admin.use(requireAdmin, requireSameOrigin, auditAdminWrites);
  admin.use('/settings', adminSettingsRouter());
  admin.use('/second-factor', adminSecondFactorRouter());
  // Image fields with their form labels: an address of another site is fetched on save.
  // Before the packages' CRUD: /packages/{id}/departures is a departures route.
  admin.use(adminDeparturesRouter());
  admin.use(adminGroupMessagesRouter());
  admin.use(adminTravellersRouter());
  admin.use(adminRoomingRouter());
  admin.use(adminCostsRouter());
  admin.use('/accounting', adminAccountingRouter());
  admin.use(adminGroupLeadersRouter());
  admin.use('/packages', adminContentRouter(packages, packageSchema, { imageUrl: 'Image' }));
  admin.use('/reviews', adminContentRouter(reviews, reviewSchema, { imageUrl: 'Photo' }));
  admin.use('/blogs', adminContentRouter(blogs, blogSchema, { imageUrl: 'Image' }));
  admin.use('/gallery', adminContentRouter(gallery, gallerySchema, { imageUrl: 'Image' }));
  admin.use('/french-gaps', adminFrenchGapsRouter());
  admin.use('/users', adminUsersRouter());
  admin.post('/upload', requestDeadline(UPLOAD_DEADLINE_MS), uploadImage);
  admin.use(adminPaymentsRouter());
  admin.use(adminReceiptsRouter());
  admin.use(adminRegulatorReportsRouter());
  admin.use(adminInboxRouter());
  admin.use(adminMarketingRouter());
  admin.use(adminBookingsRouter());
  admin.use('/audit-log', adminAuditLogRouter());
  admin.use('/privacy', adminPrivacyRouter());
  return admin;
}

/** The Express app behind `/api` (Hosting keeps the `/api` prefix when it rewrites to the function). */
export function createApp(): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustedProxyHops());
  // First: every later line (and the request's own) carries its id and route.
  app.use(requestLog);
  app.use(securityHeaders);
  app.use(refuseOversizedBody);
  // A database that does not answer must not hold the visitor for minutes: 503 after a deadline.
  app.use(requestDeadline(REQUEST_DEADLINE_MS));
  // The test stack's clock (ignored everywhere else; see platform/http/test-clock.ts).
  app.use(testClock);
  // Stripe signs the body's exact bytes: this route reads it raw (Cloud Functions also keeps it
  // in req.rawBody), before any JSON parser.
  app.post(
    '/api/payments/webhook',
    express.raw({ type: () => true, limit: '512kb' }),
    asyncHandler(stripeWebhook),
  );
  // Cloud Functions parses JSON bodies itself; this covers plain Node (tests, other hosts).
  app.use(express.json({ limit: JSON_BODY_MAX_BYTES }));

  const api = Router();
  api.use(healthRouter());
  api.use(requireKnownBodyType);
  api.use(publicRouter());
  api.use(submissionsRouter());
  api.use(paymentsRouter());
  api.use(tripLinkRouter());
  api.use(tripTravellersRouter());
  api.use(tripMessagesRouter());
  api.use(tripCancellationRouter());
  api.use(tripDepartureChoiceRouter());
  api.use(unsubscribeRouter());
  api.use(localMediaRouter());
  api.use('/admin', (_req, res, next) => {
    // Staff answers are never for search engines, whatever links to them.
    res.set('X-Robots-Tag', 'noindex, nofollow');
    next();
  });
  api.use('/admin', adminRouter());
  api.use(unknownApiRoute);

  app.use('/api', api);
  app.use(unknownApiRoute);
  app.use(errorHandler);
  return app;
}
