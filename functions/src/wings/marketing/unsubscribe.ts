// The way out of the news and offers (CASL): every marketing-capable mail carries a link to
// /unsubscribe/{token} that works without signing in. GET shows the address (masked) and a
// button; the button POSTs, and the contact is marked unsubscribed (again: nothing changes).
import { localeOfLanguage, localizedPath } from '@umrah/domain/model/locale';
import { DomainError } from '@umrah/domain/model/errors';
import { maskedEmail, type UnsubscribeView } from '@umrah/domain/model/marketing';
import type { FormLanguage } from '@umrah/domain/model/validation-messages';
import { siteUrl } from '../../platform/config';
import {
  marketingContactId,
  readMarketingContact,
  unsubscribeMarketingContact,
} from './store/marketing-contacts';
import { linkKey } from '../../platform/links/payment-link-key';
import {
  looksLikeUnsubscribeToken,
  readUnsubscribeToken,
  signUnsubscribeToken,
} from './unsubscribe-token';

/** The page's path for a token, in the language of the mail that carries it. */
export function unsubscribePath(token: string, language: FormLanguage): string {
  return localizedPath(`/unsubscribe/${encodeURIComponent(token)}`, localeOfLanguage(language));
}

/** The absolute unsubscribe address for an address's contact, for a mail in `language`. */
export async function unsubscribeUrl(email: string, language: FormLanguage): Promise<string> {
  const token = signUnsubscribeToken(await linkKey(), marketingContactId(email));
  return `${siteUrl()}${unsubscribePath(token, language)}`;
}

/** The contact id a token names, if the token is untampered (its form is checked first, free). */
async function contactIdOf(token: string): Promise<string | null> {
  if (!looksLikeUnsubscribeToken(token)) return null;
  return readUnsubscribeToken(await linkKey(), token);
}

/** The page's data; null (404) when the token is malformed, tampered or names no contact. */
export async function readUnsubscribeView(token: string): Promise<UnsubscribeView | null> {
  const id = await contactIdOf(token);
  const contact = id ? await readMarketingContact(id) : null;
  if (!contact) return null;
  return { token, email: maskedEmail(contact.email), unsubscribed: contact.unsubscribed };
}

/** Unsubscribes the token's contact (idempotent); a bad token is refused. */
export async function unsubscribeByToken(token: string): Promise<void> {
  const id = await contactIdOf(token);
  if (!id || !(await unsubscribeMarketingContact(id))) {
    throw new DomainError('unsubscribe_link_invalid');
  }
}
