import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { RouteError } from '../components/errors/route-error';
import { LoadingState } from '../components/ui/loading-state';
import { RootFallback, RootLayout } from './root-layout';
import { HomeRoute } from './routes/home';

/**
 * Every route. Home renders with the first paint; every other page is a lazy chunk, loaded
 * when it is first visited.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: RootFallback,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomeRoute /> },
          {
            path: 'about',
            lazy: () =>
              import('../features/about/components/about-page').then((m) => ({
                Component: m.AboutPage,
              })),
          },
          {
            path: 'packages',
            lazy: () =>
              import('../features/packages/components/packages-page').then((m) => ({
                Component: m.PackagesPage,
              })),
          },
          {
            path: 'packages/:slug',
            lazy: () =>
              import('../features/packages/components/package-detail-page').then((m) => ({
                Component: m.PackageDetailPage,
              })),
          },
          {
            path: 'blogs',
            lazy: () =>
              import('../features/blogs/components/blogs-page').then((m) => ({
                Component: m.BlogsPage,
              })),
          },
          {
            path: 'blogs/:slug',
            lazy: () =>
              import('../features/blogs/components/blog-post-page').then((m) => ({
                Component: m.BlogPostPage,
              })),
          },
          {
            path: 'contact',
            lazy: () =>
              import('../features/contact/components/contact-page').then((m) => ({
                Component: m.ContactPage,
              })),
          },
          {
            path: 'booking',
            lazy: () => import('./routes/booking').then((m) => ({ Component: m.BookingRoute })),
          },
          {
            path: 'past-trips',
            lazy: () =>
              import('../features/gallery/components/gallery-page').then((m) => ({
                Component: m.GalleryPage,
              })),
          },
          {
            path: '*',
            lazy: () =>
              import('../features/not-found/components/not-found-page').then((m) => ({
                Component: m.NotFoundPage,
              })),
          },
        ],
      },
    ],
  },
  // ─── ADMIN ───────────────────────────────────────────────────────────────────────────────
  // The admin area (owned by features/admin) plugs in here as one lazy route tree, so a visitor
  // never downloads admin code. It renders its own layout (no public navbar/footer).
  {
    path: '/admin/*',
    errorElement: <RouteError />,
    HydrateFallback: AdminFallback,
    lazy: () => import('../features/admin/routes').then((m) => ({ Component: m.Component })),
  },
];

/** First load of an /admin address, while the admin code arrives. */
function AdminFallback() {
  return <LoadingState label="Loading the admin area" />;
}

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
