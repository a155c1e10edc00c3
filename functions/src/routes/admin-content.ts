import { Router } from 'express';
import type { AnySchema, InferType } from 'yup';
import type { contentCollection } from '../data/content-collection';
import { asyncHandler } from '../http/errors';
import { validateBody } from '../http/validate';

type Collection<T extends { isPublished: boolean }> = ReturnType<typeof contentCollection<T>>;

/**
 * Admin CRUD for one content collection (packages, reviews, blogs, gallery): list everything,
 * create, replace and delete, each body validated with the domain schema the admin form uses.
 */
export function adminContentRouter<S extends AnySchema>(
  collection: Collection<InferType<S> & { isPublished: boolean }>,
  schema: S,
): Router {
  const router = Router();

  router.get(
    '/',
    asyncHandler(async (_req, res) => {
      res.json(await collection.listAll());
    }),
  );

  router.post(
    '/',
    asyncHandler(async (req, res) => {
      const input = validateBody(schema, req.body);
      res.status(201).json(await collection.create(input));
    }),
  );

  router.put(
    '/:id',
    asyncHandler(async (req, res) => {
      const input = validateBody(schema, req.body);
      res.json(await collection.update(String(req.params.id), input));
    }),
  );

  router.delete(
    '/:id',
    asyncHandler(async (req, res) => {
      await collection.remove(String(req.params.id));
      res.json({ message: 'Deleted' });
    }),
  );

  return router;
}
