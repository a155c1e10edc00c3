import { formatDateTime, formatDay } from '@umrah/domain/model/admin-format';

/**
 * When a request arrived, in the admin's own time ('Nov 23, 2026, 9:41 AM'), and a calendar
 * date ('March 5, 2026'): the admin area's one format (@umrah/domain/admin-format).
 */
export const formatReceived = (iso: string | null | undefined): string => formatDateTime(iso);
export { formatDay };

/** A file size as '312 KB' or '1.4 MB'. */
export function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
