// API answers carry ISO-8601 strings; Firestore stores Timestamps. One reading, in domain/
// (the document readers there use it too).
export { isoOf as toIso } from '@umrah/domain/model/stored-fields';
