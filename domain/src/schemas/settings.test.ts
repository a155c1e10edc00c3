import { describe, expect, it } from 'vitest';
import {
  isMaskedSecret,
  maskSecret,
  PUBLIC_SETTINGS_KEYS,
  SETTINGS_KEYS,
  settingsSchema,
  toAdminSettings,
  toPublicSettings,
} from './settings';
import { parseWith } from './validation';

const ALL_KEYS = [
  'siteName',
  'logoUrl',
  'heroImageUrl',
  'whatsappNumber',
  'email',
  'phone',
  'address',
  // Beyond the spec: the address's other parts and the provincial registration (SEO issue).
  'city',
  'province',
  'postalCode',
  'registrationAuthority',
  'registrationNumber',
  'primaryColor',
  'secondaryColor',
  'accentColor',
  'facebookUrl',
  'instagramUrl',
  'twitterUrl',
  'youtubeUrl',
  // Beyond the spec: how long passport scans are kept (the bookings issue).
  'passportRetentionDays',
  'travellerDetailsLockDays',
  'fewSeatsThreshold',
  'stripePublicKey',
  'stripeSecretKey',
  // Payment terms.
  'depositType',
  'depositValue',
  'balanceDueDays',
  'reminderDaysBefore',
  'paymentMethods',
  'etransferEmail',
  'etransferInstructions',
  'etransferInstructionsFr',
  // Receipts: the agency's legal facts and the texts a receipt shows (issue 28).
  'legalName',
  'counsellorName',
  'sellsInQuebec',
  'quebecPermitNumber',
  'ficavRate',
  'ficavCredit',
  'ficavExemptionNumber',
  'receiptTrustStatement',
  'receiptTrustStatementFr',
  'refundConditions',
  'refundConditionsFr',
  'bookingTerms',
  'bookingTermsFr',
  // The privacy officer named on /privacy (issue 28).
  'privacyOfficerName',
  'privacyOfficerTitle',
  'privacyOfficerTitleFr',
  'privacyOfficerEmail',
  'privacyOfficerPhone',
  'privacyOfficerAddress',
  'stripeWebhookSecret',
  // Staff's second factor: days an admin may sign in without one.
  'secondFactorGraceDays',
];

describe('settingsSchema', () => {
  it('has every spec field (and the retention period), all defaulting to empty text', () => {
    expect([...SETTINGS_KEYS].sort()).toEqual([...ALL_KEYS].sort());
    const r = parseWith(settingsSchema, {});
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value).toEqual(Object.fromEntries(ALL_KEYS.map((k) => [k, ''])));
  });

  it('trims and accepts a full valid settings object', () => {
    const input = {
      siteName: '  Noor Umrah Travel ',
      logoUrl: '/uploads/logo.png',
      heroImageUrl: 'https://cdn.example.com/hero.jpg',
      whatsappNumber: '+1 (416) 555-0199',
      email: 'info@noor.example',
      phone: '+1 416-555-0199',
      address: '123 Queen St W, Toronto, ON',
      primaryColor: '150 45% 25%',
      secondaryColor: '200 60% 40%',
      accentColor: ' 40 90% 55% ',
      facebookUrl: 'https://facebook.com/noor',
      instagramUrl: 'https://instagram.com/noor',
      twitterUrl: '',
      youtubeUrl: 'https://youtube.com/@noor',
      stripePublicKey: 'pk_test_123',
      stripeSecretKey: 'sk_test_abcdefghijkl',
    };
    const r = parseWith(settingsSchema, input);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.siteName).toBe('Noor Umrah Travel');
    expect(r.value.accentColor).toBe('40 90% 55%');
  });

  it('turns null fields into empty text', () => {
    const r = parseWith(settingsSchema, { siteName: null, email: null });
    expect(r.ok && r.value.siteName === '' && r.value.email === '').toBe(true);
  });

  it.each([
    ['primaryColor', 'abc', /Primary colour must look like/],
    ['accentColor', '361 50% 50%', /Accent colour must look like/],
    ['secondaryColor', '10 50 50', /Secondary colour must look like/],
    ['email', 'not-an-email', /^Email must be a valid email address$/],
    ['facebookUrl', 'facebook.com/noor', /Facebook URL must be a web address/],
    ['youtubeUrl', 'javascript:alert(1)', /YouTube URL must be a web address/],
    ['instagramUrl', '/relative', /Instagram URL must be a web address/],
    ['logoUrl', 'data:image/png;base64,AAA', /Logo URL must be a web address/],
    ['heroImageUrl', '//evil.example/x.jpg', /Hero image URL must be a web address/],
    ['whatsappNumber', 'call us', /WhatsApp number must contain/],
    ['phone', 'call us', /Phone must be a valid phone number/],
    ['stripeSecretKey', 'sk test', /must not contain spaces/],
    ['siteName', 'x'.repeat(101), /Site name must be at most 100 characters/],
  ])('rejects %s = %j', (key, value, message) => {
    const r = parseWith(settingsSchema, { [key]: value });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(Object.keys(r.errors)).toEqual([key]);
      expect(r.errors[key]).toMatch(message);
    }
  });

  it('drops unknown keys', () => {
    const r = parseWith(settingsSchema, { siteName: 'A', isAdmin: true });
    expect(r.ok && 'isAdmin' in r.value).toBe(false);
  });

  it('stores the French texts pilgrims read with French punctuation spacing, the terms as typed', () => {
    const r = parseWith(settingsSchema, {
      etransferInstructionsFr: 'Le dépôt automatique est activé : aucune question !',
      refundConditionsFr: 'Moins de 30 jours : aucun remboursement ; 25 % retenu.',
      receiptTrustStatementFr: 'En fidéicommis : oui',
      privacyOfficerTitleFr: 'Directeur : vie privée',
      bookingTermsFr: 'Conditions : version 1',
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.etransferInstructionsFr).toBe(
      'Le dépôt automatique est activé\u00a0: aucune question\u202f!',
    );
    expect(r.value.refundConditionsFr).toBe(
      'Moins de 30 jours\u00a0: aucun remboursement\u202f; 25\u00a0% retenu.',
    );
    expect(r.value.receiptTrustStatementFr).toBe('En fidéicommis\u00a0: oui');
    expect(r.value.privacyOfficerTitleFr).toBe('Directeur\u00a0: vie privée');
    // A change of spacing alone would publish a new version of the terms to accept.
    expect(r.value.bookingTermsFr).toBe('Conditions : version 1');
  });
});

describe('public settings', () => {
  it('lists every key but the secrets', () => {
    expect(PUBLIC_SETTINGS_KEYS).not.toContain('stripeSecretKey');
    expect(PUBLIC_SETTINGS_KEYS).not.toContain('stripeWebhookSecret');
    expect([...PUBLIC_SETTINGS_KEYS, 'stripeSecretKey', 'stripeWebhookSecret'].sort()).toEqual(
      [...ALL_KEYS].sort(),
    );
  });

  it('never copies the webhook secret to public settings; admins see it masked', () => {
    const stored = { stripeWebhookSecret: 'whsec_1234567890abcdef' };
    expect(toPublicSettings(stored)).not.toHaveProperty('stripeWebhookSecret');
    const admin = toAdminSettings({}, '', 'whsec_1234567890abcdef');
    expect(admin).not.toHaveProperty('stripeWebhookSecret');
    expect(admin.stripeWebhookSecretMasked).toBe('••••••••cdef');
    expect(admin.hasStripeWebhookSecret).toBe(true);
  });

  it('toPublicSettings never copies the secret and fills missing keys', () => {
    const pub = toPublicSettings({ siteName: 'Noor', stripeSecretKey: 'sk_live_secret', email: 3 });
    expect(pub).not.toHaveProperty('stripeSecretKey');
    expect(pub.siteName).toBe('Noor');
    expect(pub.email).toBe('');
    expect(Object.keys(pub).sort()).toEqual([...PUBLIC_SETTINGS_KEYS].sort());
    expect(toPublicSettings(null).siteName).toBe('');
  });

  it('toAdminSettings masks the secret', () => {
    const admin = toAdminSettings({ siteName: 'Noor' }, 'sk_live_1234567890abcd');
    expect(admin).not.toHaveProperty('stripeSecretKey');
    expect(admin.stripeSecretKeyMasked).toBe('••••••••abcd');
    expect(admin.hasStripeSecretKey).toBe(true);
    expect(toAdminSettings({}, '')).toMatchObject({
      stripeSecretKeyMasked: '',
      hasStripeSecretKey: false,
    });
  });
});

describe('maskSecret', () => {
  it('shows only the last 4 characters of long secrets', () => {
    expect(maskSecret('sk_test_51Habcd1234')).toBe('••••••••1234');
    expect(maskSecret('123456789012')).toBe('••••••••9012');
  });

  it('shows only dots for short secrets and nothing for none', () => {
    expect(maskSecret('12345678901')).toBe('••••••••');
    expect(maskSecret('abc')).toBe('••••••••');
    expect(maskSecret('')).toBe('');
    expect(maskSecret(null)).toBe('');
  });

  it('isMaskedSecret recognises a mask sent back unchanged', () => {
    expect(isMaskedSecret(maskSecret('sk_test_51Habcd1234'))).toBe(true);
    expect(isMaskedSecret('sk_test_new')).toBe(false);
    expect(isMaskedSecret('')).toBe(false);
  });
});

describe('passport retention setting', () => {
  it('accepts empty or 1 to 3650 whole days in the settings form', () => {
    const errorOf = (passportRetentionDays: string) => {
      const result = parseWith(settingsSchema, { passportRetentionDays });
      return result.ok ? null : result.errors.passportRetentionDays;
    };
    expect(errorOf('')).toBeNull();
    expect(errorOf('1')).toBeNull();
    expect(errorOf('3650')).toBeNull();
    for (const bad of ['0', '3651', '12.5', 'abc', '-1']) {
      expect(errorOf(bad), bad).toBe(
        'Passport retention must be a whole number of days from 1 to 3650',
      );
    }
  });
});

describe('privacy officer settings', () => {
  it('checks the officer email and phone, and keeps them public (the privacy page shows them)', () => {
    const bad = parseWith(settingsSchema, {
      privacyOfficerEmail: 'not-an-email',
      privacyOfficerPhone: 'call me',
    });
    expect(bad.ok ? {} : bad.errors).toMatchObject({
      privacyOfficerEmail: 'Privacy officer email must be a valid email address',
      privacyOfficerPhone: 'Privacy officer phone must be a valid phone number',
    });
    const good = parseWith(settingsSchema, {
      privacyOfficerName: 'Amina Haddad',
      privacyOfficerEmail: 'privacy@example.ca',
      privacyOfficerPhone: '+1 416 555 0100',
    });
    expect(good.ok).toBe(true);
    expect(PUBLIC_SETTINGS_KEYS).toContain('privacyOfficerEmail');
  });
});

describe('traveller details lock setting', () => {
  it('accepts empty or a whole number of days from 0 to 365', () => {
    const errorOf = (travellerDetailsLockDays: string) => {
      const result = parseWith(settingsSchema, { travellerDetailsLockDays });
      return result.ok ? null : result.errors.travellerDetailsLockDays;
    };
    for (const good of ['', '0', '21', '365']) expect(errorOf(good), good).toBeNull();
    for (const bad of ['366', '2.5', 'abc', '-1']) {
      expect(errorOf(bad), bad).toBe(
        'Traveller details lock must be a whole number of days from 0 to 365',
      );
    }
  });
});

describe('few seats threshold setting', () => {
  it('accepts empty or a whole number from 0 to 500', () => {
    const errorOf = (fewSeatsThreshold: string) => {
      const result = parseWith(settingsSchema, { fewSeatsThreshold });
      return result.ok ? null : result.errors.fewSeatsThreshold;
    };
    for (const good of ['', '0', '5', '500']) expect(errorOf(good), good).toBeNull();
    for (const bad of ['501', '2.5', 'few', '-1']) {
      expect(errorOf(bad), bad).toBe('Few seats threshold must be a whole number from 0 to 500');
    }
  });
});

describe('the agency address and registration', () => {
  const parse = (input: Record<string, unknown>) => parseWith(settingsSchema, input);

  it('accepts a Canadian address and a registration', () => {
    const r = parse({
      address: '7450 Dundas Street East',
      city: 'Mississauga',
      province: 'ON',
      postalCode: 'L4X 2W6',
      registrationAuthority: 'TICO (Ontario)',
      registrationNumber: '50012345',
    });
    expect(r.ok).toBe(true);
  });

  it.each([
    [{ province: 'Ontario' }, 'province', 'Province must be one of AB, BC'],
    [{ postalCode: '90210' }, 'postalCode', 'Postal code must look like A1A 1A1'],
    [
      { registrationNumber: '50012345' },
      'registrationAuthority',
      'Registration authority is needed with the registration number',
    ],
    [
      { registrationAuthority: 'TICO (Ontario)' },
      'registrationNumber',
      'Registration number is needed with the registration authority',
    ],
    [
      { registrationAuthority: 'TICO', registrationNumber: '<b>1</b>' },
      'registrationNumber',
      'Registration number may contain only',
    ],
  ])('refuses %o with a message on %s', (input, field, message) => {
    const r = parse(input);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[field]).toContain(message);
  });
});
