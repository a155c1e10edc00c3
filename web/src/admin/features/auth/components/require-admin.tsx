import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Loading } from '../../../shared/components/query-state';
import { useAdminSession } from '../../../shared/auth/get-admin-session';

/** Admin pages need a session with isAdmin; anyone else (or a failed check) goes to /admin. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const session = useAdminSession();
  if (session.isPending) return <Loading label="Checking your session" />;
  if (session.isError || !session.data?.isAdmin) return <Navigate to="/admin" replace />;
  return children;
}
