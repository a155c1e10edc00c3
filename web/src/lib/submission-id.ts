/**
 * A client-made id for one submission: a retry or a double click sends the same id, so the
 * server stores the message or booking once.
 */
export function newSubmissionId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}
