import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './routes';

type BrowserRouter = ReturnType<typeof createBrowserRouter>;

/** The browser's router over every route (the server renders the same routes statically). */
export function createAppRouter(): BrowserRouter {
  return createBrowserRouter(routes);
}

export function AppRouter({ router }: { router: BrowserRouter }) {
  return <RouterProvider router={router} />;
}
