// The privacy requests register's use cases (the store is privacy/store/requests-store.ts).
import { todayInTimeZone } from '@umrah/domain/model/dates';
import type { PrivacyRequestUpdate } from '@umrah/domain/schemas/privacy';
import { updatePrivacyRequest } from './store/requests-store';

export { createPrivacyRequest, listPrivacyRequests } from './store/requests-store';

/** Closes or reopens a request; a closed one is dated today, in the agency's time zone. */
export function setPrivacyRequestStatus(id: string, update: PrivacyRequestUpdate) {
  return updatePrivacyRequest(id, update, todayInTimeZone());
}
