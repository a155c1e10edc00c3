import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './routes';

type BrowserRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The browser's router over every route (the server renders the same routes statically).
 * `serverRendered`: the page came rendered by the server; hydration data (none: no route has a
 * loader) also tells the router not to scroll to the top on the first render, which would throw
 * back a visitor who scrolled before the script ran.
 */
export function createAppRouter({ serverRendered = false } = {}): BrowserRouter {
  return createBrowserRouter(
    routes,
    serverRendered ? { hydrationData: { loaderData: {}, actionData: null, errors: null } } : {},
  );
}

export function AppRouter({ router }: { router: BrowserRouter }) {
  return <RouterProvider router={router} />;
}
