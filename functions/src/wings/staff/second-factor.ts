// What the other wings, the views and the edges use of staff's second-factor store: its use cases
// and reads, one import for them (the store itself stays the staff wing's own).
export {
  activateFactor,
  checkCode,
  createSignInLink,
  createTicket,
  deleteTicket,
  factorStartingGrace,
  lastCheckOf,
  readFactor,
  recordFreshCheck,
  recordMailSignIn,
  resetFactor,
  savePendingSecret,
  signedInByMail,
  takeSignInLink,
  takeTicketTry,
} from './store/second-factor';
export type { CodeCheck } from './store/second-factor';
