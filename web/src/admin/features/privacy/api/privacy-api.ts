import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ErasureResult, PrivacyFindings, PrivacyRequest } from '@umrah/domain/model/privacy';
import type {
  PrivacyCorrection,
  PrivacyErasure,
  PrivacyRequestInput,
  PrivacyRequestUpdate,
} from '@umrah/domain/schemas/privacy';
import { apiRequest } from '../../../shared/api/api-client';
import { useRefreshingMutation } from '../../../shared/api/use-refreshing-mutation';

const emailQuery = (email: string) => `email=${encodeURIComponent(email)}`;

/** GET /api/admin/privacy/search?email=: everything held about one address (none until asked). */
export function usePersonData(email: string) {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'privacy', 'search', email],
      queryFn: ({ signal }) =>
        apiRequest<PrivacyFindings>(`/api/admin/privacy/search?${emailQuery(email)}`, { signal }),
      enabled: email !== '',
    }),
  );
}

/** GET /api/admin/privacy/export?email=: the access request's zip, downloaded by the browser. */
/** The archive's address; its letter is in English unless the requester reads French. */
export const privacyExportPath = (email: string, language: 'en' | 'fr' = 'en') =>
  `/api/admin/privacy/export?${emailQuery(email)}${language === 'fr' ? '&language=fr' : ''}`;

export type { ErasureResult } from '@umrah/domain/model/privacy';

/** POST /api/admin/privacy/erase; the search (and the inbox lists) read again after it. */
export function useErasePersonData() {
  return useRefreshingMutation(
    (body: PrivacyErasure) =>
      apiRequest<ErasureResult>('/api/admin/privacy/erase', { method: 'POST', body }),
    [
      ['admin', 'privacy'],
      ['admin', 'bookings'],
      ['admin', 'messages'],
    ],
  );
}

export { usePrivacyRequests } from '../../../shared/api/privacy-requests';

export function useCreatePrivacyRequest() {
  return useRefreshingMutation(
    (input: PrivacyRequestInput) =>
      apiRequest<PrivacyRequest>('/api/admin/privacy/requests', { method: 'POST', body: input }),
    [['admin', 'privacy', 'requests']],
  );
}

export function useUpdatePrivacyRequest() {
  return useRefreshingMutation(
    ({ id, update }: { id: string; update: PrivacyRequestUpdate }) =>
      apiRequest<PrivacyRequest>(`/api/admin/privacy/requests/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: update,
      }),
    [['admin', 'privacy', 'requests']],
  );
}

/** PUT /api/admin/privacy/records/{kind}/{id}: a correction request's new contact details. */
export function useCorrectRecord() {
  return useRefreshingMutation(
    ({ kind, id, contact }: { kind: string; id: string; contact: PrivacyCorrection }) =>
      apiRequest<void>(
        `/api/admin/privacy/records/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`,
        { method: 'PUT', body: contact },
      ),
    [
      ['admin', 'privacy'],
      ['admin', 'bookings'],
      ['admin', 'messages'],
    ],
  );
}
