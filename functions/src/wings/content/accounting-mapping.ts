// What the views and the edges use of content's accounting mapping store (issue 45 item 7).
export { getAccountingMapping, saveAccountingMapping } from './store/accounting-mapping';
