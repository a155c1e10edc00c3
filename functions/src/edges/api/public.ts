import { Router, type Response } from 'express';
import { PUBLIC_CACHE_CONTROL } from '../../platform/config';
import { readPublic } from '../../views/read-public';
import { DomainError } from '@umrah/domain/model/errors';
import { asyncHandler } from '../../platform/http/errors';

function sendPublic(res: Response, body: unknown) {
  res.set('Cache-Control', PUBLIC_CACHE_CONTROL).json(body);
}

/** A public read whose answer is a list or settings (always there). */
const list = (resource: string) =>
  asyncHandler(async (_req, res) => sendPublic(res, await readPublic([resource])));

/** A public read of one published item by slug: 404 when there is none. */
const bySlug = (resource: 'packages' | 'blogs', label: string) =>
  asyncHandler(async (req, res) => {
    const item = await readPublic([resource, String(req.params.slug)]);
    if (item === null) throw new DomainError('content_not_found', { label });
    sendPublic(res, item);
  });

/** Visitor reads: published content and public settings only (public-reads/read-public.ts). */
export function publicRouter(): Router {
  const router = Router();
  router.get('/settings', list('settings'));
  router.get('/packages', list('packages'));
  router.get('/packages/:slug', bySlug('packages', 'package'));
  router.get('/reviews', list('reviews'));
  router.get('/gallery', list('gallery'));
  router.get('/blogs', list('blogs'));
  router.get('/blogs/:slug', bySlug('blogs', 'blog'));
  return router;
}
