import { newAdminUserBodySchema } from '@umrah/domain/schemas/admin-password';
import { Router } from 'express';
import { DomainError } from '@umrah/domain/model/errors';
import {
  mailAccountEvent,
  mailAdminsAboutChange,
  requireFreshSecondFactor,
} from '../auth/sensitive-change';
import { adminOf } from '../auth/session';
import { noticeEmailOf } from '../../wings/staff/admin-contacts';
import {
  createAdminOnce,
  deleteAdminKeepingOne,
  findUserByUid,
  isAdminUser,
  listAdmins,
} from '../../wings/staff/admins';
import { auditAccount } from '../../wings/audit/audit-log';
import { resetFactor } from '../../wings/staff/second-factor';
import { getPublicSettings } from '../../wings/content/settings';
import { auth } from '../../platform/firebase/firebase';
import { clientAddress } from '../../platform/http/client-address';
import { asyncHandler } from '../../platform/http/errors';
import { createOnceOf, markReplay } from '../../platform/http/idempotency';
import { validateBody } from '../../platform/http/validate';

export function adminUsersRouter(): Router {
  const router = Router();

  router.get(
    '/',
    asyncHandler(async (_req, res) => {
      res.json(await listAdmins());
    }),
  );

  router.post(
    '/',
    asyncHandler(async (req, res) => {
      const body = validateBody(newAdminUserBodySchema, req.body);
      const key = createOnceOf(req, body)?.key;
      await requireFreshSecondFactor(req, adminOf(req));
      const staff = (await getPublicSettings()).email;
      const { user, created } = await createAdminOnce(
        body.username,
        body.password,
        key,
        body.email,
      );
      if (!created) markReplay(res);
      else
        await mailAdminsAboutChange(req, adminOf(req), `added the admin "${body.username}"`, [
          staff,
        ]);
      res.status(201).json({ id: user.uid, username: user.displayName ?? body.username });
    }),
  );

  router.delete(
    '/:id',
    asyncHandler(async (req, res) => {
      const id = String(req.params.id);
      if (id === adminOf(req).uid) throw new DomainError('own_account_delete');
      await requireFreshSecondFactor(req, adminOf(req));
      const name = (await findUserByUid(id))?.displayName ?? id;
      const removed = await noticeEmailOf(id);
      await deleteAdminKeepingOne(adminOf(req).uid, id);
      await mailAdminsAboutChange(req, adminOf(req), `removed the admin "${name}"`, [
        (await getPublicSettings()).email,
        removed,
      ]);
      res.json({ message: 'Deleted' });
    }),
  );

  // A colleague lost their phone, or someone else set a factor up on their account: an admin who
  // proved their own factor just now removes it. The colleague's sessions end; both are told.
  router.delete(
    '/:id/second-factor',
    asyncHandler(async (req, res) => {
      const admin = adminOf(req);
      const id = String(req.params.id);
      if (id === admin.uid) throw new DomainError('own_second_factor_reset');
      await requireFreshSecondFactor(req, admin);
      const user = await findUserByUid(id);
      if (!user || !isAdminUser(user)) throw new DomainError('admin_not_found');
      await resetFactor(id);
      await auth().revokeRefreshTokens(id);
      const colleague = { uid: id, username: user.displayName ?? id };
      const address = clientAddress(req);
      await auditAccount(admin, `Reset the two-step sign-in of "${colleague.username}"`, address);
      await mailAccountEvent(
        colleague,
        `had their two-step sign-in reset by ${admin.username}`,
        address,
        [await noticeEmailOf(admin.uid)],
      );
      res.json({ message: 'Two-step sign-in reset' });
    }),
  );

  return router;
}
