import { CONTACT_SUBMIT_DELAY_MS } from '@umrah/domain/constants';
import type { ContactInput, HomeContactInput } from '@umrah/domain/contact';
import { delay } from '../../../lib/delay';

/**
 * Sends a contact message. Spec section 4: for now no network call is made; the sending state
 * lasts CONTACT_SUBMIT_DELAY_MS. Swap the body for `apiRequest('/api/contact', …)` when the
 * messages API is wired in.
 */
export async function sendContactMessage(_message: ContactInput | HomeContactInput): Promise<void> {
  await delay(CONTACT_SUBMIT_DELAY_MS);
}
