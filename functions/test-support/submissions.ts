import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import { randomUUID } from 'node:crypto';
import { baseUrl } from './emulators';
import { SPAM_CHECK_FIELD, quickSolution } from './spam-check';

export const newSubmissionId = () => randomUUID().replace(/-/g, '');

/** The agency's today plus `days` ('YYYY-MM-DD'): preferred dates must lie within two years. */
export const daysFromToday = (days: number) => addDays(todayInTimeZone(), days);

let mailboxes = 0;

/**
 * A booking's multipart fields (strings, as a browser sends them), with a fresh spam-check
 * solution (`altcha`), which `withoutSolution` takes out, and a mailbox of its own (the
 * per-email limit takes five an hour).
 */
export function bookingFields(packageId: string, overrides: Record<string, string> = {}) {
  return {
    altcha: quickSolution('booking'),
    submissionId: newSubmissionId(),
    fullName: 'Aisha Rahman',
    email: `aisha.${++mailboxes}@example.com`,
    phone: '+1 416 555 0142',
    packageId,
    numberOfTravelers: '2',
    preferredDate: daysFromToday(60),
    specialRequests: 'Wheelchair at the airport, please.',
    consent: 'true',
    ...overrides,
  };
}

export async function postBooking(
  fields: Record<string, string | undefined>,
  passport?: { bytes: Buffer; name: string; type: string },
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.append(k, v);
  if (passport)
    form.append('passport', new Blob([passport.bytes], { type: passport.type }), passport.name);
  const res = await fetch(`${baseUrl}/api/bookings`, { method: 'POST', body: form, headers });
  return {
    status: res.status,
    body: (await res.json()) as { id?: string; message: string; errors?: Record<string, string> },
  };
}

/**
 * POSTs a public JSON form (`form` names its spam check), with a fresh spam-check solution unless
 * `body` has an `altcha` key.
 */
async function postPublicForm(
  path: string,
  form: 'contact' | 'privacy',
  body: Record<string, unknown>,
  headers: Record<string, string>,
) {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(
      SPAM_CHECK_FIELD in body ? body : { ...body, [SPAM_CHECK_FIELD]: quickSolution(form) },
    ),
  });
  return {
    status: res.status,
    body: (await res.json()) as {
      id?: string;
      reference?: string;
      dueDate?: string;
      code?: string;
      message: string;
      errors?: Record<string, string>;
    },
  };
}

/** POSTs a contact message, with a fresh spam-check solution unless `body` has an `altcha` key. */
export function postContact(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return postPublicForm('/api/contact', 'contact', body, headers);
}

/** POSTs the privacy page's request form, solved like the contact form. */
export function postPrivacyRequest(
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return postPublicForm('/api/privacy-requests', 'privacy', body, headers);
}

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'ascii');

/** Fields without their spam-check solution. */
export function withoutSolution<T extends { altcha?: string }>(fields: T): Omit<T, 'altcha'> {
  const { altcha: _altcha, ...rest } = fields;
  return rest;
}
