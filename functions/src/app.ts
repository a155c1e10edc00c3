import express, { Router } from 'express';
import { NO_STORE } from './config';
import { requireSameOrigin } from './auth/csrf';
import { requireAdmin } from './auth/session';
import { blogs } from './data/blogs';
import { gallery } from './data/gallery';
import { packages } from './data/packages';
import { reviews } from './data/reviews';
import { JSON_BODY_MAX_BYTES, refuseOversizedBody, requireKnownBodyType } from './http/body-limits';
import { trustedProxyHops } from './http/client-address';
import { REQUEST_DEADLINE_MS, UPLOAD_DEADLINE_MS, requestDeadline } from './http/deadline';
import { asyncHandler, errorHandler, unknownApiRoute } from './http/errors';
import { requestLog } from './http/request-log';
import { securityHeaders } from './http/security-headers';
import { healthRouter } from './routes/health';
import { adminAuditLogRouter } from './routes/admin-audit-log';
import { adminAuthRouter } from './routes/admin-auth';
import { adminContentRouter } from './routes/admin-content';
import { adminDeparturesRouter } from './routes/admin-departures';
import { adminFrenchGapsRouter } from './routes/admin-french-gaps';
import { adminBookingsRouter } from './routes/admin-bookings';
import { adminInboxRouter } from './routes/admin-inbox';
import { adminGroupMessagesRouter } from './routes/admin-group-messages';
import { adminPaymentsRouter } from './routes/admin-payments';
import { adminPrivacyRouter } from './routes/admin-privacy';
import { adminReceiptsRouter } from './routes/admin-receipts';
import { adminRoomingRouter } from './routes/admin-rooming';
import { tripLinkRouter } from './routes/trip-link';
import { tripTravellersRouter } from './routes/trip-travellers';
import { tripMessagesRouter } from './routes/trip-messages';
import { paymentsRouter } from './routes/payments';
import { stripeWebhook } from './routes/payments-webhook';
import { auditAdminWrites } from './routes/audit-admin-writes';
import { adminSecondFactorRouter } from './routes/admin-second-factor';
import { adminSettingsRouter } from './routes/admin-settings';
import { adminTravellersRouter } from './routes/admin-travellers';
import { uploadImage } from './routes/admin-upload';
import { adminUsersRouter } from './routes/admin-users';
import { localMediaRouter } from './routes/local-media';
import { publicRouter } from './routes/public';
import { submissionsRouter } from './routes/submissions';
import { unsubscribeRouter } from './routes/unsubscribe';
import { adminMarketingRouter } from './routes/admin-marketing';
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
  admin.use('/packages', adminContentRouter(packages, packageSchema, { imageUrl: 'Image' }));
  admin.use('/reviews', adminContentRouter(reviews, reviewSchema, { imageUrl: 'Photo' }));
  admin.use('/blogs', adminContentRouter(blogs, blogSchema, { imageUrl: 'Image' }));
  admin.use('/gallery', adminContentRouter(gallery, gallerySchema, { imageUrl: 'Image' }));
  admin.use('/french-gaps', adminFrenchGapsRouter());
  admin.use('/users', adminUsersRouter());
  admin.post('/upload', requestDeadline(UPLOAD_DEADLINE_MS), uploadImage);
  admin.use(adminPaymentsRouter());
  admin.use(adminReceiptsRouter());
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
