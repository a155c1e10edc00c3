/**
 * The admin area's entry (`/admin/**` gets web/index.html, built as app.html): a single-page app
 * with MUI, react-query, formik and the router. Visitors of the public pages never load it.
 * The declarative router (not the data router: no screen uses loaders or actions) keeps the
 * router's share of the sign-in screen's script small; each screen's code loads when opened
 * (app/routes.tsx).
 */
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AppProvider } from './app/provider';
import { RouteErrorBoundary } from './app/route-error';
import { AdminApp } from './app/routes';

/** The shell answers only /admin addresses; anything else is the public site's. */
function LeaveForPublicSite() {
  useEffect(() => {
    window.location.replace(window.location.pathname + window.location.search);
  }, []);
  return null;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider>
      <BrowserRouter>
        <Routes>
          <Route
            path="/admin/*"
            element={
              <RouteErrorBoundary>
                <AdminApp />
              </RouteErrorBoundary>
            }
          />
          <Route path="*" element={<LeaveForPublicSite />} />
        </Routes>
      </BrowserRouter>
    </AppProvider>
  </StrictMode>,
);
