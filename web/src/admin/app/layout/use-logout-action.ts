import { useNavigate } from 'react-router-dom';
import { useLogout } from '../../shared/auth/logout';
import { errorMessage } from '@umrah/domain/model/api-error';
import { useNotify } from '../../shared/components/notifications';

/** Logs out, says so and returns to /admin (spec sections 4 and 8). */
export function useLogoutAction() {
  const logout = useLogout();
  const notify = useNotify();
  const navigate = useNavigate();
  return {
    isPending: logout.isPending,
    async run() {
      try {
        await logout.mutateAsync();
        notify({ title: 'Logged out successfully', severity: 'success' });
      } catch (error) {
        notify({
          title: 'Logout failed',
          description: errorMessage(error, 'Please try again'),
          severity: 'error',
        });
      }
      await navigate('/admin', { replace: true });
    },
  };
}
