/**
 * The admin area's entry (`/admin/**` gets web/index.html, built as app.html): a single-page app
 * with MUI, react-query, formik and the router. Visitors of the public pages never load it.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from './app/provider';
import { RouteError } from './app/route-error';
import { AdminApp } from './app/routes';

const router = createBrowserRouter([
  { path: '/admin/*', element: <AdminApp />, errorElement: <RouteError /> },
  // The shell answers only /admin addresses; anything else is the public site's.
  {
    path: '*',
    loader: () => {
      window.location.replace(window.location.pathname + window.location.search);
      return null;
    },
    element: null,
  },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
