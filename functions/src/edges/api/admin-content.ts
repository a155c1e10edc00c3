import { contentListQuerySchema } from '@umrah/domain/schemas/paging';
import { Router } from 'express';
import type { AnySchema, InferType } from 'yup';
import type { contentCollection } from '../../wings/content/content-collection';
import { asyncHandler } from '../../platform/http/errors';
import { createOnceOf, markReplay } from '../../platform/http/idempotency';
import { writeWithImportedImages, type ImageFields } from '../../platform/http/image-addresses';
import { sendPage } from '../../platform/http/paging';
import { validateBody } from '../../platform/http/validate';

type Collection<T extends { isPublished: boolean }> = ReturnType<typeof contentCollection<T>>;

/**
 * Admin CRUD for one content collection (packages, reviews, blogs, gallery): list a page (newest
 * first, `?limit=&cursor=&published=`) and the counts, create, replace and delete, each body validated with the domain schema the admin form uses.
 * An image field (`imageFields`) given as another site's address is fetched and stored like an
 * upload before the write. A create with an `Idempotency-Key` is stored once: a repeat of the key
 * answers 201 with the item the first one stored (not audited again), and 409 if its body differs.
 */
export function adminContentRouter<S extends AnySchema>(
  collection: Collection<InferType<S> & { isPublished: boolean }>,
  schema: S,
  imageFields: ImageFields,
): Router {
  const router = Router();

  router.get(
    '/',
    asyncHandler(async (req, res) => {
      const { limit, cursor, published } = validateBody(contentListQuerySchema, req.query);
      sendPage(
        res,
        await collection.listPage({ limit, cursor, filters: { isPublished: published } }),
      );
    }),
  );

  router.get(
    '/counts',
    asyncHandler(async (_req, res) => {
      res.json(await collection.counts());
    }),
  );

  router.post(
    '/',
    asyncHandler(async (req, res) => {
      const input = validateBody(schema, req.body);
      const once = createOnceOf(req, input);
      // A repeat answers at once, without fetching its images again.
      const earlier = once ? await collection.findCreated(once) : null;
      const { item, created } = earlier
        ? { item: earlier, created: false }
        : await writeWithImportedImages(
            req,
            res,
            input,
            imageFields,
            (body) => collection.create(body, once),
            (result) => result.created,
          );
      if (!created) markReplay(res);
      res.status(201).json(item);
    }),
  );

  router.put(
    '/:id',
    asyncHandler(async (req, res) => {
      const input = validateBody(schema, req.body);
      const id = String(req.params.id);
      res.json(
        await writeWithImportedImages(req, res, input, imageFields, (body) =>
          collection.update(id, body),
        ),
      );
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
