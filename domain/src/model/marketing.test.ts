import { describe, expect, it } from 'vitest';
import { marketingCsvRow, maskedEmail, normalizedEmail } from './marketing';

describe('marketing contacts', () => {
  it('treat an address the same whatever its case and spaces', () => {
    expect(normalizedEmail('  Amina@Example.COM ')).toBe('amina@example.com');
  });

  it('mask an address for the unsubscribe page', () => {
    expect(maskedEmail('amina@example.com')).toBe('a•••a@example.com');
    expect(maskedEmail('al@example.com')).toBe('a•••@example.com');
    expect(maskedEmail('a@example.com')).toBe('a•••@example.com');
    expect(maskedEmail('broken')).toBe('•••');
  });

  it('export the columns of the header, in order', () => {
    expect(
      marketingCsvRow({
        email: 'a@example.com',
        language: 'fr',
        consentedAt: '2026-11-26T14:00:00.000Z',
        textVersion: 'v1',
        source: 'contact',
      }),
    ).toEqual(['a@example.com', 'fr', '2026-11-26T14:00:00.000Z', 'v1', 'contact']);
  });
});
