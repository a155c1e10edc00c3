// The consenting list staff export: only addresses that said yes and have not unsubscribed.
import { consentingContactPages } from '../data/marketing-contacts';

const PAGE_SIZE = 500;

export function consentingContacts() {
  return consentingContactPages(PAGE_SIZE);
}
