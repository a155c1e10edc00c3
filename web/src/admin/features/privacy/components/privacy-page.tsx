import Stack from '@mui/material/Stack';
import { PageHeader } from '../../../shared/components/page-header';
import { PersonDataSection } from './person-data-section';
import { RequestsRegister } from './requests-register';

/** /admin/privacy: privacy requests (PIPEDA, Quebec's Law 25): find, export, erase, and the register. */
export function PrivacyPage() {
  return (
    <>
      <PageHeader
        title="Privacy"
        description="Answer access, correction and erasure requests within 30 days. Every export and erasure is written to the audit log."
      />
      <Stack spacing={3}>
        <PersonDataSection />
        <RequestsRegister />
      </Stack>
    </>
  );
}
