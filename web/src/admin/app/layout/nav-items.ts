import type { InboxCounts } from '../../shared/inbox/api/get-inbox-counts';

export interface AdminNavItem {
  to: string;
  label: string;
  /** The inbox count shown beside the label (new bookings, unread messages). */
  count?: keyof InboxCounts;
  /**
   * Read less often than the rest: on a laptop-wide screen (below 1536 px) it sits in the nav's
   * "More" menu, so the bar never runs past the window. The spec's entries are never here.
   */
  more?: true;
}

/** The admin top nav: the spec's entries (section 2), with the inbox, the receipts register and the audit log. */
export const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = [
  { to: '/admin/dashboard', label: 'Dashboard' },
  { to: '/admin/bookings', label: 'Bookings', count: 'newBookings' },
  { to: '/admin/departures', label: 'Departures' },
  { to: '/admin/messages', label: 'Messages', count: 'unreadMessages' },
  { to: '/admin/receipts', label: 'Receipts', more: true },
  { to: '/admin/margins', label: 'Margins', more: true },
  { to: '/admin/regulator-reports', label: "Regulators' reports", more: true },
  { to: '/admin/suppliers', label: 'Suppliers', more: true },
  { to: '/admin/accounting', label: 'Accounting', more: true },
  { to: '/admin/group-leaders', label: 'Group leaders', more: true },
  { to: '/admin/settings', label: 'Settings' },
  { to: '/admin/packages', label: 'Packages' },
  { to: '/admin/reviews', label: 'Reviews' },
  { to: '/admin/blogs', label: 'Blogs' },
  { to: '/admin/gallery', label: 'Gallery' },
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/privacy', label: 'Privacy', more: true },
  { to: '/admin/audit-log', label: 'Audit log', more: true },
];
