import { describe, expect, it } from 'vitest';
import { privacyWebRequestBodySchemaFor } from './privacy-web-request';
import { parseWith } from './validation';

describe('the privacy page request form', () => {
  it('takes a name, an email, what is asked for and optional details', () => {
    const ok = parseWith(privacyWebRequestBodySchemaFor('en'), {
      name: ' Amina Yusuf ',
      email: 'amina@example.ca',
      kind: 'erasure',
      submissionId: 'sub_0123456789abcdefghij',
      language: 'fr',
    });
    expect(ok).toEqual({
      ok: true,
      value: {
        name: 'Amina Yusuf',
        email: 'amina@example.ca',
        kind: 'erasure',
        details: '',
        submissionId: 'sub_0123456789abcdefghij',
        language: 'fr',
      },
    });
  });

  it('names what is missing, in the page’s language', () => {
    const bad = parseWith(privacyWebRequestBodySchemaFor('fr'), { name: 'A', kind: 'delete' });
    expect(bad.ok ? {} : bad.errors).toMatchObject({
      kind: 'Veuillez choisir ce que vous demandez\u00a0: accès, correction ou effacement',
      email: expect.stringContaining('Courriel'),
    });
  });
});
