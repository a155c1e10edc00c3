// Hosting replaces a function's Content-Security-Policy with the one firebase.json gives a path,
// so the private files' sandbox lives in both places and must say the same.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { submissionReference } from '@umrah/domain/model/reference';
import { describe, expect, it } from 'vitest';
import { PRIVATE_FILE_POLICY, privateFileName } from './send-private-file';

interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

const firebaseJson = JSON.parse(
  readFileSync(join(__dirname, '../../../../firebase.json'), 'utf8'),
) as { hosting: { headers: HeaderRule[] } };

describe('private files', () => {
  it('keep their sandbox through Hosting: firebase.json sets the same policy on their paths', () => {
    const rules = firebaseJson.hosting.headers;
    const catchAll = rules.findIndex((r) => r.source === '**');
    for (const source of [
      '/api/admin/bookings/*/passport',
      '/api/admin/bookings/*/travellers/*/documents/*',
    ]) {
      const index = rules.findIndex((r) => r.source === source);
      expect(index, source).toBeGreaterThan(catchAll); // after the site's policy, which it replaces
      const csp = rules[index]?.headers.find((h) => h.key === 'Content-Security-Policy');
      expect(csp?.value).toBe(PRIVATE_FILE_POLICY);
    }
    expect(PRIVATE_FILE_POLICY).toContain('sandbox');
  });

  it('are named by the server from the kind, the reference and the checked type', () => {
    const reference = submissionReference('booking-1');
    expect(privateFileName({ kind: 'passport', bookingId: 'booking-1' }, 'application/pdf')).toBe(
      `passport-${reference}.pdf`,
    );
    expect(
      privateFileName({ kind: 'photo', bookingId: 'booking-1', traveller: 2 }, 'image/png'),
    ).toBe(`photo-${reference}-traveller-2.png`);
    expect(privateFileName({ kind: 'visa', bookingId: 'booking-1' }, 'text/html')).toBe(
      `visa-${reference}.bin`,
    );
  });
});
