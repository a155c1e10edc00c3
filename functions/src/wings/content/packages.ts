// What the other wings, the views and the edges use of content's packages store: its use cases
// and reads, one import for them (the store itself stays the content wing's own).
export { packages } from './store/packages';
