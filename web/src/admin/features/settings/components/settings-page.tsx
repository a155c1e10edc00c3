import Stack from '@mui/material/Stack';
import { Suspense, useEffect } from 'react';
import { PageHeader } from '../../../shared/components/page-header';
import { LoadError, Loading } from '../../../shared/components/query-state';
import { useAdminSettings } from '../api/get-admin-settings';
import { lazySection } from '../../../shared/lazy-section';

/**
 * The forms (Formik, yup and the settings' rules) are not part of the screen's first load
 * (issue 42): the settings form's code loads while the settings are read, the two cards below
 * it after the header has shown.
 */
const loadSettingsForm = () => import('./settings-form');
const SettingsForm = lazySection(() =>
  loadSettingsForm().then((m) => ({ default: m.SettingsForm })),
);
const ChangePasswordCard = lazySection(() =>
  import('./change-password-card').then((m) => ({ default: m.ChangePasswordCard })),
);
const SecondFactorCard = lazySection(() =>
  import('./second-factor-card').then((m) => ({ default: m.SecondFactorCard })),
);

/** /admin/settings */
export function SettingsPage() {
  const settings = useAdminSettings();
  useEffect(() => {
    void loadSettingsForm();
  }, []);
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
          <Suspense fallback={<Loading label="Loading settings" />}>
            <SettingsForm settings={settings.data} />
          </Suspense>
        )}
        <Suspense fallback={<Loading label="Opening" />}>
          <ChangePasswordCard />
          <SecondFactorCard />
        </Suspense>
      </Stack>
    </>
  );
}
