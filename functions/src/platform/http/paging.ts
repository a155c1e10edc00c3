import { NEXT_CURSOR_HEADER } from '@umrah/domain/schemas/paging';
import type { Response } from 'express';
import type { Page } from '@umrah/domain/schemas/paging';

/**
 * Answers one page of an admin list: the items as the body (a plain array, readable without paging) and
 * the next page's cursor in a header, absent on the last page.
 */
export function sendPage<T>(res: Response, page: Page<T>): void {
  if (page.nextCursor) res.set(NEXT_CURSOR_HEADER, page.nextCursor);
  res.set('Cache-Control', 'private, no-store').json(page.items);
}
