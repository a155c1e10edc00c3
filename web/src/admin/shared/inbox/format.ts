import dayjs from 'dayjs';

/** When a request arrived, in the admin's own time: 'Nov 23, 2026, 9:41 AM'. */
export function formatReceived(iso: string): string {
  const d = dayjs(iso);
  return d.isValid() ? d.format('MMM D, YYYY, h:mm A') : '';
}

/** A calendar date 'YYYY-MM-DD' as 'March 5, 2026'. */
export function formatDay(ymd: string): string {
  const d = dayjs(ymd);
  return ymd && d.isValid() ? d.format('MMMM D, YYYY') : '';
}

/** A file size as '312 KB' or '1.4 MB'. */
export function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
