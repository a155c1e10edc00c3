/**
 * The request header that carries an admin create's client-made key. In the model layer (no yup)
 * so the admin screens that only send it do not load yup.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export const IDEMPOTENCY_KEY_MALFORMED = 'Idempotency-Key must be a UUID';
