import type { ContactInput, HomeContactInput } from '@umrah/domain/contact';
import { apiRequest } from '../../../lib/api-client';

export interface ContactSubmission {
  message: ContactInput | HomeContactInput;
  submissionId: string;
  /** The honeypot's value: empty for people. */
  website: string;
}

/** POST /api/contact: the server stores the message once per submission id and notifies staff. */
export async function sendContactMessage({
  message,
  submissionId,
  website,
}: ContactSubmission): Promise<void> {
  await apiRequest('/api/contact', { method: 'POST', body: { ...message, submissionId, website } });
}
