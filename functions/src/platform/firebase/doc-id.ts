/**
 * Whether a client-supplied string can name a Firestore document: not empty, no '/', not '.' or
 * '..', not of the reserved form `__name__`, at most 1,500 bytes. Firestore throws on anything
 * else, which must answer 404/400, not 500.
 */
export function isDocId(id: string): boolean {
  return (
    id.length > 0 &&
    Buffer.byteLength(id, 'utf8') <= 1500 &&
    !id.includes('/') &&
    id !== '.' &&
    id !== '..' &&
    !/^__.*__$/.test(id)
  );
}
