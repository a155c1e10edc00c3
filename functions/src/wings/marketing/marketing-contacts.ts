// What the other wings, the views and the edges use of marketing's marketing-contacts store: its use cases
// and reads, one import for them (the store itself stays the marketing wing's own).
export {
  marketingConsentRecord,
  marketingContactId,
  marketingContactsOf,
  queueMarketingConsent,
  suppressMarketingContact,
} from './store/marketing-contacts';
