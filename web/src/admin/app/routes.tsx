import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Loading } from '../shared/components/query-state';
import { useAdminRuntime } from '../shared/auth/session-store';
import { preloadSections } from '../shared/lazy-section';
import { AdminNotFoundPage } from './not-found-page';

/**
 * A screen loaded when first opened (issue 42): its module, and what only it uses, is a chunk of
 * its own, so the sign-in form does not wait for the departures board's code. MUI and the router
 * stay in the shell's shared chunks; React Query comes with the first screen behind sign-in
 * (signed-in.tsx).
 */
const loaders: (() => Promise<unknown>)[] = [];

function screen<M extends Record<K, ComponentType>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
) {
  loaders.push(load);
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

/**
 * Loads every screen's module now. For component tests: in jsdom a screen's first load takes
 * seconds on a busy machine, which belongs to the test file's start, not to a findBy's wait.
 */
export async function preloadScreens(): Promise<void> {
  await Promise.all(loaders.map((load) => load()));
  // And the parts they load beside their first cards (shared/lazy-section.ts).
  await preloadSections();
}

const LoginPage = screen(() => import('../features/auth/components/login-page'), 'LoginPage');
// It takes a prop (which mailed link), so it is lazy by hand rather than through screen().
const loadMailedLinkPage = () => import('../features/auth/components/mailed-link-page');
loaders.push(loadMailedLinkPage);
const MailedLinkPage = lazy(() =>
  loadMailedLinkPage().then((module) => ({ default: module.MailedLinkPage })),
);
const SignedInLayout = screen(() => import('./signed-in'), 'SignedInLayout');
const DashboardPage = screen(() => import('../features/dashboard/dashboard-page'), 'DashboardPage');
const BookingsPage = screen(
  () => import('../features/bookings/components/bookings-page'),
  'BookingsPage',
);
const BookingDetailPage = screen(
  () => import('../features/bookings/components/booking-detail-page'),
  'BookingDetailPage',
);
const DeparturesPage = screen(
  () => import('../features/departures/components/departures-page'),
  'DeparturesPage',
);
const DeparturePage = screen(
  () => import('../features/departures/components/departure-page'),
  'DeparturePage',
);
const MessagesPage = screen(
  () => import('../features/messages/components/messages-page'),
  'MessagesPage',
);
const SettingsPage = screen(
  () => import('../features/settings/components/settings-page'),
  'SettingsPage',
);
const PackagesPage = screen(
  () => import('../features/packages/components/packages-page'),
  'PackagesPage',
);
const ReviewsPage = screen(
  () => import('../features/reviews/components/reviews-page'),
  'ReviewsPage',
);
const BlogsPage = screen(() => import('../features/blogs/components/blogs-page'), 'BlogsPage');
const GalleryPage = screen(
  () => import('../features/gallery/components/gallery-page'),
  'GalleryPage',
);
const UsersPage = screen(() => import('../features/users/components/users-page'), 'UsersPage');
const ReceiptsPage = screen(
  () => import('../features/receipts/components/receipts-page'),
  'ReceiptsPage',
);
const SuppliersPage = screen(
  () => import('../features/costs/components/suppliers-page'),
  'SuppliersPage',
);
const MarginsPage = screen(
  () => import('../features/costs/components/margins-page'),
  'MarginsPage',
);
const RegulatorReportsPage = screen(
  () => import('../features/regulator-reports/components/regulator-reports-page'),
  'RegulatorReportsPage',
);
const AccountingPage = screen(
  () => import('../features/accounting/components/accounting-page'),
  'AccountingPage',
);
const GroupLeadersPage = screen(
  () => import('../features/group-leaders/components/group-leaders-page'),
  'GroupLeadersPage',
);
const PrivacyPage = screen(
  () => import('../features/privacy/components/privacy-page'),
  'PrivacyPage',
);
const AuditLogPage = screen(
  () => import('../features/audit-log/components/audit-log-page'),
  'AuditLogPage',
);

/** A screen's chunk on its way: the same spinner the screens show while their data loads. */
function Opening({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Loading label="Opening" />}>{children}</Suspense>;
}

/**
 * A screen behind sign-in: the session check starts at once, beside the loading of the layout's
 * code (with React Query), which then joins it rather than asking again.
 */
function SignedInArea() {
  const { session } = useAdminRuntime();
  useEffect(() => {
    if (session.get().status === 'unknown') void session.check().catch(() => undefined);
  }, [session]);
  return (
    <Opening>
      <SignedInLayout />
    </Opening>
  );
}

/**
 * Everything under /admin (spec section 2). Mounted by main.tsx at `/admin/*`; visitors never
 * download admin code. Toasts come from the app's NotificationsProvider.
 */
export function AdminApp() {
  return (
    <>
      {/* Staff pages stay out of search engines. */}
      <meta name="robots" content="noindex, nofollow" />
      <Routes>
        <Route
          index
          element={
            <Opening>
              <LoginPage />
            </Opening>
          }
        />
        <Route
          path="sign-in-link"
          element={
            <Opening>
              <MailedLinkPage kind="sign-in-link" />
            </Opening>
          }
        />
        <Route
          path="activate"
          element={
            <Opening>
              <MailedLinkPage kind="activate" />
            </Opening>
          }
        />
        <Route element={<SignedInArea />}>
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
          <Route path="suppliers" element={<SuppliersPage />} />
          <Route path="margins" element={<MarginsPage />} />
          <Route path="regulator-reports" element={<RegulatorReportsPage />} />
          <Route path="accounting" element={<AccountingPage />} />
          <Route path="group-leaders" element={<GroupLeadersPage />} />
          <Route path="privacy" element={<PrivacyPage />} />
          <Route path="audit-log" element={<AuditLogPage />} />
        </Route>
        <Route path="*" element={<AdminNotFoundPage />} />
      </Routes>
    </>
  );
}
