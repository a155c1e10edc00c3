// A closed booking (cancelled, completed) takes no payment: its open card checkouts are closed at
// the provider too.
import { paymentProvider } from './provider';
import { markCheckoutSessionExpired, openCheckoutSessions } from './store/payments-store';

/**
 * Closes a booking's open checkouts at the provider, so a pilgrim still on a checkout page cannot
 * pay a closed booking. Money that arrives anyway (paid a moment before) is still counted by the
 * webhook.
 */
export async function closeOpenCheckouts(bookingId: string): Promise<void> {
  const open = await openCheckoutSessions(bookingId);
  if (!open.length) return;
  const provider = await paymentProvider();
  for (const session of open) {
    if ((await provider.expireSession(session.id)) === 'expired') {
      await markCheckoutSessionExpired(bookingId, session.id);
    }
  }
}
