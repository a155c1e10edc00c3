import { matchRoutes, type RouteObject } from 'react-router-dom';
import { RouteError } from '../components/errors/route-error';
import { LoadingState } from '../components/ui/loading-state';
import { RootFallback, RootLayout } from './root-layout';
import { getBlogQueryOptions } from '../features/blogs/api/get-blog';
import { getBlogsQueryOptions } from '../features/blogs/api/get-blogs';
import { getGalleryQueryOptions } from '../features/gallery/api/get-gallery';
import { getPackageQueryOptions } from '../features/packages/api/get-package';
import { getPackagesQueryOptions } from '../features/packages/api/get-packages';
import { getReviewsQueryOptions } from '../features/reviews/api/get-reviews';
import { getSettingsQueryOptions } from '../lib/get-settings';
import { firstScreen, type FirstScreenHandle } from './first-screen';
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
          {
            index: true,
            element: <HomeRoute />,
            handle: firstScreen(() => [getPackagesQueryOptions(), getReviewsQueryOptions()]),
          },
          {
            path: 'about',
            lazy: () =>
              import('../features/about/components/about-page').then((m) => ({
                Component: m.AboutPage,
              })),
          },
          {
            path: 'packages',
            handle: firstScreen(() => [getPackagesQueryOptions()]),
            lazy: () =>
              import('../features/packages/components/packages-page').then((m) => ({
                Component: m.PackagesPage,
              })),
          },
          {
            path: 'packages/:slug',
            handle: firstScreen((params) => [getPackageQueryOptions(params.slug ?? '')]),
            lazy: () =>
              import('../features/packages/components/package-detail-page').then((m) => ({
                Component: m.PackageDetailPage,
              })),
          },
          {
            path: 'blogs',
            handle: firstScreen(() => [getBlogsQueryOptions()]),
            lazy: () =>
              import('../features/blogs/components/blogs-page').then((m) => ({
                Component: m.BlogsPage,
              })),
          },
          {
            path: 'blogs/:slug',
            handle: firstScreen((params) => [getBlogQueryOptions(params.slug ?? '')]),
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
            handle: firstScreen(() => [getPackagesQueryOptions()]),
            lazy: () => import('./routes/booking').then((m) => ({ Component: m.BookingRoute })),
          },
          {
            path: 'past-trips',
            handle: firstScreen(() => [getGalleryQueryOptions()]),
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
  // The admin area (owned by web/src/admin) plugs in here as one lazy route tree, so a visitor
  // never downloads admin code. It renders its own layout (no public navbar/footer).
  {
    path: '/admin/*',
    errorElement: <RouteError />,
    HydrateFallback: AdminFallback,
    lazy: () => import('../admin/app/routes').then((m) => ({ Component: m.Component })),
  },
];

/** First load of an /admin address, while the admin code arrives. */
function AdminFallback() {
  return <LoadingState label="Loading the admin area" />;
}

/**
 * The API reads the first screen of `pathname` needs, as query keys: the settings (navbar,
 * footer, theme) and what the matched page declares in its `handle`. The server fetches them
 * and renders the page with them.
 */
export function firstScreenQueryKeys(pathname: string): (readonly string[])[] {
  const keys: (readonly string[])[] = [getSettingsQueryOptions().queryKey];
  for (const { route, params } of matchRoutes(routes, pathname) ?? []) {
    const handle = route.handle as FirstScreenHandle | undefined;
    for (const options of handle?.firstScreen(params) ?? []) keys.push(options.queryKey);
  }
  return keys;
}

/**
 * Loads the lazy route modules that match `pathname` and puts them on the routes, so the first
 * render has the page itself (no fallback): the server renders it so, and a hydrating browser
 * must render the same.
 */
export async function resolveLazyRoutes(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
