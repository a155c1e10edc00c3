import { Route, Routes } from 'react-router-dom';
import { LoginPage } from '../features/auth/components/login-page';
import { MailedLinkPage } from '../features/auth/components/mailed-link-page';
import { RequireAdmin } from '../features/auth/components/require-admin';
import { AuditLogPage } from '../features/audit-log/components/audit-log-page';
import { ReceiptsPage } from '../features/receipts/components/receipts-page';
import { BlogsPage } from '../features/blogs/components/blogs-page';
import { BookingDetailPage } from '../features/bookings/components/booking-detail-page';
import { BookingsPage } from '../features/bookings/components/bookings-page';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { DeparturePage } from '../features/departures/components/departure-page';
import { DeparturesPage } from '../features/departures/components/departures-page';
import { GalleryPage } from '../features/gallery/components/gallery-page';
import { AdminLayout } from './layout/admin-layout';
import { AdminNotFoundPage } from './not-found-page';
import { MessagesPage } from '../features/messages/components/messages-page';
import { PackagesPage } from '../features/packages/components/packages-page';
import { PrivacyPage } from '../features/privacy/components/privacy-page';
import { ReviewsPage } from '../features/reviews/components/reviews-page';
import { SettingsPage } from '../features/settings/components/settings-page';
import { UsersPage } from '../features/users/components/users-page';

/**
 * Everything under /admin (spec section 2). Mounted by app/routes at `/admin/*` through a lazy
 * import, so visitors never download admin code. Toasts come from the app's NotificationsProvider.
 */
export function AdminApp() {
  return (
    <>
      {/* Staff pages stay out of search engines. */}
      <meta name="robots" content="noindex, nofollow" />
      <Routes>
        <Route index element={<LoginPage />} />
        <Route path="sign-in-link" element={<MailedLinkPage kind="sign-in-link" />} />
        <Route path="activate" element={<MailedLinkPage kind="activate" />} />
        <Route
          element={
            <RequireAdmin>
              <AdminLayout />
            </RequireAdmin>
          }
        >
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="bookings" element={<BookingsPage />} />
          <Route path="bookings/:id" element={<BookingDetailPage />} />
          <Route path="departures" element={<DeparturesPage />} />
          <Route path="departures/:id" element={<DeparturePage />} />
          <Route path="messages" element={<MessagesPage />} />
          <Route path="settings" element={<SettingsPage />} />
          <Route path="packages" element={<PackagesPage />} />
          <Route path="reviews" element={<ReviewsPage />} />
          <Route path="blogs" element={<BlogsPage />} />
          <Route path="gallery" element={<GalleryPage />} />
          <Route path="users" element={<UsersPage />} />
          <Route path="receipts" element={<ReceiptsPage />} />
          <Route path="privacy" element={<PrivacyPage />} />
          <Route path="audit-log" element={<AuditLogPage />} />
        </Route>
        <Route path="*" element={<AdminNotFoundPage />} />
      </Routes>
    </>
  );
}

/** For a route's `lazy`: `lazy: () => import('…/admin/routes')` picks up `Component`. */
export { AdminApp as Component };
