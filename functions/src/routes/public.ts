import { Router, type Response } from 'express';
import { PUBLIC_CACHE_CONTROL } from '../config';
import { blogs } from '../data/blogs';
import { gallery } from '../data/gallery';
import { packages } from '../data/packages';
import { reviews } from '../data/reviews';
import { getPublicSettings } from '../data/settings';
import { asyncHandler, notFound } from '../http/errors';

function sendPublic(res: Response, body: unknown) {
  res.set('Cache-Control', PUBLIC_CACHE_CONTROL).json(body);
}

/** Visitor reads: published content and public settings only. */
export function publicRouter(): Router {
  const router = Router();

  router.get(
    '/settings',
    asyncHandler(async (_req, res) => sendPublic(res, await getPublicSettings())),
  );

  router.get(
    '/packages',
    asyncHandler(async (_req, res) => sendPublic(res, await packages.listPublished())),
  );
  router.get(
    '/packages/:slug',
    asyncHandler(async (req, res) => {
      const item = await packages.getPublishedBySlug(String(req.params.slug));
      if (!item) throw notFound('Package not found');
      sendPublic(res, item);
    }),
  );

  router.get(
    '/reviews',
    asyncHandler(async (_req, res) => sendPublic(res, await reviews.listPublished())),
  );
  router.get(
    '/gallery',
    asyncHandler(async (_req, res) => sendPublic(res, await gallery.listPublished())),
  );

  router.get(
    '/blogs',
    asyncHandler(async (_req, res) => sendPublic(res, await blogs.listPublished())),
  );
  router.get(
    '/blogs/:slug',
    asyncHandler(async (req, res) => {
      const item = await blogs.getPublishedBySlug(String(req.params.slug));
      if (!item) throw notFound('Blog not found');
      sendPublic(res, item);
    }),
  );

  return router;
}
