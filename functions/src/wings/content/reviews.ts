// What the other wings, the views and the edges use of content's reviews store: its use cases
// and reads, one import for them (the store itself stays the content wing's own).
export { reviews } from './store/reviews';
