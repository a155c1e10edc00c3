import AddIcon from '@mui/icons-material/Add';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminUser } from '@umrah/domain/schemas/admin';
import { useState } from 'react';
import { useAdminSession } from '../../../shared/auth/get-admin-session';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog';
import { useNotify } from '../../../shared/components/notifications';
import { PageHeader } from '../../../shared/components/page-header';
import { LoadError, Loading } from '../../../shared/components/query-state';
import { useReportError } from '../../../shared/hooks/use-report-error';
import { resetColleagueFactor } from '../../../shared/auth/second-factor';
import { useFreshCheck } from '../../../shared/auth/second-factor-parts';
import { useDeleteAdminUser } from '../api/delete-admin-user';
import { useAdminUsers } from '../api/get-admin-users';
import { AddUserDialog } from './add-user-dialog';

/** /admin/users: every admin can add and remove other admins, never themselves. */
export function UsersPage() {
  const users = useAdminUsers();
  const session = useAdminSession();
  const remove = useDeleteAdminUser();
  const notify = useNotify();
  const reportError = useReportError();
  const [adding, setAdding] = useState(false);
  const [addKey, setAddKey] = useState(0);
  const [toDelete, setToDelete] = useState<AdminUser | null>(null);
  const me = session.data?.username;
  const freshCheck = useFreshCheck();
  const [toReset, setToReset] = useState<AdminUser | null>(null);
  const [resetting, setResetting] = useState(false);

  // A colleague lost their phone, or a factor nobody asked for appeared on their account.
  async function confirmReset() {
    if (!toReset) return;
    setResetting(true);
    try {
      const id = toReset.id;
      await freshCheck.run(() => resetColleagueFactor(id));
      notify({ title: 'Two-step sign-in reset', severity: 'success' });
    } catch (error) {
      reportError(error, 'Could not reset two-step sign-in');
    } finally {
      setResetting(false);
      setToReset(null);
    }
  }

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      const id = toDelete.id;
      await freshCheck.run(() => remove.mutateAsync(id));
      notify({ title: 'User deleted successfully!', severity: 'success' });
      setToDelete(null);
    } catch (error) {
      reportError(error, 'Failed to delete user', 'Cannot delete your own account');
      setToDelete(null);
    }
  }

  return (
    <>
      {freshCheck.dialog}
      <PageHeader
        title="Users"
        description="People who can sign in to this admin area."
        action={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => {
              setAddKey((k) => k + 1);
              setAdding(true);
            }}
          >
            Add User
          </Button>
        }
      />
      {users.isPending ? (
        <Loading label="Loading users" />
      ) : users.isError ? (
        <LoadError
          title="Could not load users"
          error={users.error}
          onRetry={() => void users.refetch()}
        />
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {users.data.map((user) => {
            const isMe = user.username === me;
            return (
              <Paper
                key={user.id}
                component="li"
                variant="outlined"
                aria-label={user.username}
                sx={{ p: 1.5, display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}
              >
                <PersonOutlineIcon color="action" />
                <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
                  <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }} noWrap>
                    {user.username}
                  </Typography>
                  {isMe && (
                    <Typography variant="body2" color="text.secondary">
                      You cannot delete your own account.
                    </Typography>
                  )}
                </Box>
                {isMe && <Chip label="You" size="small" color="primary" variant="outlined" />}
                {!isMe && (
                  <Button variant="outlined" onClick={() => setToReset(user)}>
                    Reset two-step sign-in
                  </Button>
                )}
                <Button
                  variant="outlined"
                  color="error"
                  disabled={isMe}
                  onClick={() => setToDelete(user)}
                >
                  Delete
                </Button>
              </Paper>
            );
          })}
        </Stack>
      )}
      <AddUserDialog key={addKey} open={adding} onClose={() => setAdding(false)} />
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete user?"
        message={`Are you sure you want to delete this user${toDelete ? ` (${toDelete.username})` : ''}? They will no longer be able to sign in.`}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
      <ConfirmDialog
        open={toReset !== null}
        title="Reset two-step sign-in?"
        message={`${toReset?.username ?? 'This admin'} will be signed out everywhere and set up two-step sign-in again. You both get a mail about it.`}
        busy={resetting}
        onConfirm={() => void confirmReset()}
        onCancel={() => setToReset(null)}
      />
    </>
  );
}
