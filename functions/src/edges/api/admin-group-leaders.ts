import { groupLeaderSchema, groupSchema } from '@umrah/domain/schemas/group-leader';
import { Router } from 'express';
import { asyncHandler } from '../../platform/http/errors';
import { validateBody } from '../../platform/http/validate';
import { addLeader, changeLeader, leaderList } from '../../wings/group-leaders/leaders';
import { addGroup, changeGroup, groupList } from '../../wings/group-leaders/groups';
import { auditDetails } from './audit-admin-writes';

const NO_STORE = 'private, no-store';

/**
 * Group leaders and their groups, for admins (issue 46): the leaders staff add, and each
 * leader's group on a departure (its code, name, prices by group size, and whether the departure
 * is kept for the group). Every write is audited like the other admin writes.
 */
export function adminGroupLeadersRouter(): Router {
  const router = Router();
  const param = (value: unknown) => String(value);

  router.get(
    '/group-leaders',
    asyncHandler(async (_req, res) => {
      res.set('Cache-Control', NO_STORE).json(await leaderList());
    }),
  );

  router.post(
    '/group-leaders',
    asyncHandler(async (req, res) => {
      const input = validateBody(groupLeaderSchema, req.body);
      res.status(201).json(await addLeader(input));
    }),
  );

  router.put(
    '/group-leaders/:id',
    asyncHandler(async (req, res) => {
      const input = validateBody(groupLeaderSchema, req.body);
      res.json(await changeLeader(param(req.params.id), input));
    }),
  );

  router.get(
    '/groups',
    asyncHandler(async (_req, res) => {
      res.set('Cache-Control', NO_STORE).json(await groupList());
    }),
  );

  router.post(
    '/groups',
    asyncHandler(async (req, res) => {
      const input = validateBody(groupSchema, req.body);
      const group = await addGroup(input);
      auditDetails(res, { code: group.code, departureId: group.departureId });
      res.status(201).json(group);
    }),
  );

  router.put(
    '/groups/:code',
    asyncHandler(async (req, res) => {
      const input = validateBody(groupSchema, req.body);
      res.json(await changeGroup(param(req.params.code), input));
    }),
  );

  return router;
}
