import Stack from '@mui/material/Stack';
import { PageHeader } from '../../../shared/components/page-header';
import { LoadError, Loading } from '../../../shared/components/query-state';
import { useAdminSettings } from '../api/get-admin-settings';
import { ChangePasswordCard } from './change-password-card';
import { SecondFactorCard } from './second-factor-card';
import { SettingsForm } from './settings-form';

/** /admin/settings */
export function SettingsPage() {
  const settings = useAdminSettings();
  return (
    <>
      <PageHeader
        title="Settings"
        description="Site details, contact information, colours, social links, booking retention and payment keys."
      />
      <Stack spacing={3}>
        {settings.isPending ? (
          <Loading label="Loading settings" />
        ) : settings.isError ? (
          <LoadError
            title="Could not load the settings"
            error={settings.error}
            onRetry={() => void settings.refetch()}
          />
        ) : (
          <SettingsForm settings={settings.data} />
        )}
        <ChangePasswordCard />
        <SecondFactorCard />
      </Stack>
    </>
  );
}
