import type { ReactNode } from 'react';
import type { PageOutput } from '../page';

/**
 * The answer of a page for one person behind a signed link (pay, trip, unsubscribe): private
 * (never cached, never indexed); `status` 404 or 410 when the link is not, or no longer, good.
 */
export function privatePage(
  head: { title: string; description: string },
  body: ReactNode,
  status?: 404 | 410,
): PageOutput {
  return { ...head, private: true, ...(status && { status }), body };
}
