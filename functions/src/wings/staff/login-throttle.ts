// What the other wings, the views and the edges use of staff's login-throttle store: its use cases
// and reads, one import for them (the store itself stays the staff wing's own).
export {
  delayAfter,
  forgiveLoginAttempt,
  FREE_ATTEMPTS,
  NAME_ATTACK_THRESHOLD,
  rememberKnownGood,
  takeLoginAttempt,
} from './store/login-throttle';
