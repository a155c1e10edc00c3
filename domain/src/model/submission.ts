/** A client-made id per submission, so a double click or a retry is stored once. */
export const SUBMISSION_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
