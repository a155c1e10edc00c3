/** The admin top nav (spec section 2), in order. */
export const ADMIN_NAV_ITEMS = [
  { to: '/admin/dashboard', label: 'Dashboard' },
  { to: '/admin/settings', label: 'Settings' },
  { to: '/admin/packages', label: 'Packages' },
  { to: '/admin/reviews', label: 'Reviews' },
  { to: '/admin/blogs', label: 'Blogs' },
  { to: '/admin/gallery', label: 'Gallery' },
  { to: '/admin/users', label: 'Users' },
] as const;
