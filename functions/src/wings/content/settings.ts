// What the other wings, the views and the edges use of content's settings store: its use cases
// and reads, one import for them (the store itself stays the content wing's own).
export {
  getAdminSettings,
  getPaymentSecrets,
  getPublicSettings,
  saveSettings,
} from './store/settings';
