// The consenting list staff export: only addresses that said yes and have not unsubscribed. A
// list of addresses leaving the system is written to the audit log first (who, when), as a
// passport view is.
import { appendAudit } from '../audit/audit-log';
import { consentingContactPages } from './store/marketing-contacts';

const PAGE_SIZE = 500;

export interface Exporter {
  uid: string;
  username: string;
}

export async function exportConsentingContacts(by: Exporter) {
  await appendAudit({
    actorUid: by.uid,
    actorUsername: by.username,
    action: 'export news and offers list',
    target: 'marketingContacts',
  });
  return consentingContactPages(PAGE_SIZE);
}
