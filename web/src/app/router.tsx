import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { HomePlaceholder } from './home-placeholder';

const router = createBrowserRouter([{ path: '*', element: <HomePlaceholder /> }]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
