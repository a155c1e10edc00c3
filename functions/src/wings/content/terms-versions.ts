// What the other wings, the views and the edges use of content's terms-versions store: its use cases
// and reads, one import for them (the store itself stays the content wing's own).
export { currentTerms, termsVersion } from './store/terms-versions';
