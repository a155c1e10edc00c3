import { SECOND_FACTOR_REQUIRED_MESSAGE } from '@umrah/domain/schemas/second-factor';
import type { AdminSettings } from '@umrah/domain/schemas/settings';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, fakeApi, type FakeRoutes } from '../../../testing/fake-api';
import { fill, inputIn } from '../../../testing/queries';
import { renderAdmin, UI_TEST_TIMEOUT_MS } from '../../../testing/render-admin';

afterEach(() => {
  vi.unstubAllGlobals();
});

const settings: AdminSettings = {
  siteName: 'Premium Umrah Services',
  logoUrl: '',
  heroImageUrl: '/images/hero.jpg',
  whatsappNumber: '+1 416 555 0100',
  email: 'info@example.ca',
  phone: '',
  address: '',
  city: '',
  province: '',
  postalCode: '',
  registrationAuthority: '',
  registrationNumber: '',
  primaryColor: '150 45% 25%',
  secondaryColor: '',
  accentColor: '',
  facebookUrl: '',
  instagramUrl: '',
  twitterUrl: '',
  youtubeUrl: '',
  passportRetentionDays: '',
  travellerDetailsLockDays: '',
  fewSeatsThreshold: '',
  stripePublicKey: 'pk_test_123',
  stripeSecretKeyMasked: '••••••••9xyz',
  hasStripeSecretKey: true,
  depositType: '',
  depositValue: '',
  balanceDueDays: '',
  reminderDaysBefore: '',
  paymentMethods: '',
  etransferEmail: '',
  etransferInstructions: '',
  etransferInstructionsFr: '',
  legalName: '',
  counsellorName: '',
  sellsInQuebec: '',
  quebecPermitNumber: '',
  ficavRate: '',
  ficavCredit: '',
  ficavExemptionNumber: '',
  receiptTrustStatement: '',
  receiptTrustStatementFr: '',
  refundConditions: '',
  refundConditionsFr: '',
  bookingTerms: '',
  bookingTermsFr: '',
  privacyOfficerName: '',
  privacyOfficerTitle: '',
  privacyOfficerTitleFr: '',
  privacyOfficerEmail: '',
  privacyOfficerPhone: '',
  privacyOfficerAddress: '',
  stripeWebhookSecretMasked: '',
  hasStripeWebhookSecret: false,
  secondFactorGraceDays: '',
};

function setup(extra: FakeRoutes = {}) {
  const api = fakeApi({
    'GET /api/admin/check': { body: ADMIN },
    'GET /api/admin/settings': { body: settings },
    ...extra,
  });
  return { api, ...renderAdmin('/admin/settings') };
}

function settingsForm() {
  return screen.findByRole('form', { name: 'Site settings' });
}

describe('settings screen', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('asks for a code when the server wants a fresh second-factor check, then saves', async () => {
    let checked = false;
    const { user, api } = setup({
      'PUT /api/admin/settings': ({ body }) =>
        checked
          ? { body: { ...settings, ...(body as object) } }
          : {
              status: 403,
              body: {
                message: SECOND_FACTOR_REQUIRED_MESSAGE,
                errors: { secondFactor: SECOND_FACTOR_REQUIRED_MESSAGE },
              },
            },
      'POST /api/admin/second-factor/check': () => {
        checked = true;
        return { body: { message: 'Confirmed' } };
      },
    });
    const form = await settingsForm();
    await fill(user, inputIn(form, 'Stripe secret key'), 'sk_test_new');
    await user.click(within(form).getByRole('button', { name: 'Save Settings' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await user.type(within(dialog).getByRole('textbox', { name: /Code from your app/ }), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Settings updated successfully!')).toBeInTheDocument();
    expect(api.to('POST', '/api/admin/second-factor/check')[0]?.body).toEqual({ code: '123456' });
    expect(api.to('PUT', '/api/admin/settings')).toHaveLength(2);
  });

  it('saves the full settings object, keeping the stored secret when its field is empty', async () => {
    const { user, api } = setup({
      'PUT /api/admin/settings': ({ body }) => ({
        body: { ...settings, ...(body as object), stripeSecretKeyMasked: '••••••••9xyz' },
      }),
    });
    const form = await settingsForm();
    const secret = inputIn(form, 'Stripe secret key');
    expect(secret).toHaveAttribute('type', 'password');
    expect(secret).toHaveAttribute('placeholder', '••••••••9xyz');
    expect(inputIn(form, 'Stripe public key')).toHaveAttribute('type', 'password');

    const siteName = inputIn(form, 'Site name');
    await user.clear(siteName);
    await fill(user, siteName, 'Makkah Journeys');
    await user.click(within(form).getByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByText('Settings updated successfully!')).toBeInTheDocument();
    const [put] = api.to('PUT', '/api/admin/settings');
    expect(put?.body).toEqual({
      siteName: 'Makkah Journeys',
      logoUrl: '',
      heroImageUrl: '/images/hero.jpg',
      whatsappNumber: '+1 416 555 0100',
      email: 'info@example.ca',
      phone: '',
      address: '',
      city: '',
      province: '',
      postalCode: '',
      registrationAuthority: '',
      registrationNumber: '',
      primaryColor: '150 45% 25%',
      secondaryColor: '',
      accentColor: '',
      facebookUrl: '',
      instagramUrl: '',
      twitterUrl: '',
      youtubeUrl: '',
      passportRetentionDays: '',
      travellerDetailsLockDays: '',
      fewSeatsThreshold: '',
      stripePublicKey: 'pk_test_123',
      stripeSecretKey: '',
      depositType: '',
      depositValue: '',
      balanceDueDays: '',
      reminderDaysBefore: '',
      paymentMethods: '',
      etransferEmail: '',
      etransferInstructions: '',
      etransferInstructionsFr: '',
      legalName: '',
      counsellorName: '',
      sellsInQuebec: '',
      quebecPermitNumber: '',
      ficavRate: '',
      ficavCredit: '',
      ficavExemptionNumber: '',
      receiptTrustStatement: '',
      receiptTrustStatementFr: '',
      refundConditions: '',
      refundConditionsFr: '',
      bookingTerms: '',
      bookingTermsFr: '',
      privacyOfficerName: '',
      privacyOfficerTitle: '',
      privacyOfficerTitleFr: '',
      privacyOfficerEmail: '',
      privacyOfficerPhone: '',
      privacyOfficerAddress: '',
      stripeWebhookSecret: '',
      secondFactorGraceDays: '',
    });
  });

  it('takes the accepted payment methods as checkboxes, keeping at least one', async () => {
    const { user, api } = setup();
    const form = await settingsForm();
    const card = within(form).getByRole('checkbox', { name: 'Card (Stripe)' });
    const etransfer = within(form).getByRole('checkbox', { name: 'Interac e-Transfer' });
    const other = within(form).getByRole('checkbox', { name: 'Other (recorded by staff)' });
    // Empty in the settings: card and e-Transfer.
    expect(card).toBeChecked();
    expect(etransfer).toBeChecked();
    expect(other).not.toBeChecked();
    await user.click(card);
    expect(etransfer).toBeDisabled();
    await user.click(other);
    await user.click(within(form).getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(api.to('PUT', '/api/admin/settings')).toHaveLength(1));
    expect(api.to('PUT', '/api/admin/settings')[0]?.body).toMatchObject({
      paymentMethods: 'etransfer,other',
    });
  });

  it('checks the postal code and asks for both parts of the registration before saving', async () => {
    const { user, api } = setup();
    const form = await settingsForm();
    await fill(user, inputIn(form, 'Postal code'), '90210');
    await fill(user, inputIn(form, 'Registration number'), '50012345');
    await user.click(within(form).getByRole('button', { name: 'Save Settings' }));

    await waitFor(() =>
      expect(inputIn(form, 'Registration authority')).toHaveAccessibleDescription(
        'Registration authority is needed with the registration number',
      ),
    );
    expect(inputIn(form, 'Postal code')).toHaveAccessibleDescription(
      'Postal code must look like A1A 1A1',
    );
    expect(api.to('PUT', '/api/admin/settings')).toHaveLength(0);
  });

  it('maps server field errors onto the fields', async () => {
    const { user } = setup({
      'PUT /api/admin/settings': {
        status: 400,
        body: {
          message: 'Invalid input: Facebook URL must be a web address',
          errors: { facebookUrl: 'Facebook URL is not reachable' },
        },
      },
    });
    const form = await settingsForm();
    await fill(user, inputIn(form, 'Facebook URL'), 'https://facebook.com/agency');
    await user.click(within(form).getByRole('button', { name: 'Save Settings' }));

    expect(
      await screen.findByText('Invalid input: Facebook URL must be a web address'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(inputIn(form, 'Facebook URL')).toHaveAccessibleDescription(
        'Facebook URL is not reachable',
      ),
    );
    expect(inputIn(form, 'Facebook URL')).toHaveValue('https://facebook.com/agency');
  });

  it('uploads a logo, previews it and says "Logo uploaded successfully!"', async () => {
    const { user, api } = setup({
      'POST /api/admin/upload': { status: 201, body: { url: '/images/uploads/logo.png' } },
    });
    const form = await settingsForm();
    const file = new File(['png'], 'logo.png', { type: 'image/png' });
    await user.upload(within(form).getByLabelText('Upload logo'), file);

    expect(await screen.findByText('Logo uploaded successfully!')).toBeInTheDocument();
    expect(inputIn(form, 'Logo URL')).toHaveValue('/images/uploads/logo.png');
    expect(within(form).getByRole('img', { name: 'Logo preview' })).toHaveAttribute(
      'src',
      '/images/uploads/logo.png',
    );
    const [upload] = api.to('POST', '/api/admin/upload');
    expect(upload?.body).toBeInstanceOf(FormData);
    expect((upload?.body as FormData).get('file')).toBe(file);
    expect(upload?.headers['Content-Type']).toBeUndefined();
    expect(upload?.headers['X-Requested-With']).toBe('fetch');
  });

  it('says "Hero image uploaded successfully!" for the hero image', async () => {
    const { user } = setup({
      'POST /api/admin/upload': { status: 201, body: { url: '/images/uploads/hero2.jpg' } },
    });
    const form = await settingsForm();
    await user.upload(
      within(form).getByLabelText('Upload hero image'),
      new File(['jpg'], 'hero.jpg', { type: 'image/jpeg' }),
    );
    expect(await screen.findByText('Hero image uploaded successfully!')).toBeInTheDocument();
    expect(inputIn(form, 'Hero image URL')).toHaveValue('/images/uploads/hero2.jpg');
  });

  it('says "Upload failed" with the server message when an upload is refused', async () => {
    const { user } = setup({
      'POST /api/admin/upload': {
        status: 415,
        body: { message: 'Only JPEG, PNG, WebP and GIF images can be uploaded' },
      },
    });
    const form = await settingsForm();
    await user.upload(
      within(form).getByLabelText('Upload logo'),
      new File(['gif'], 'logo.gif', { type: 'image/gif' }),
    );
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(
      screen.getByText('Only JPEG, PNG, WebP and GIF images can be uploaded'),
    ).toBeInTheDocument();
    expect(inputIn(form, 'Logo URL')).toHaveValue('');
  });

  it('saves the French e-Transfer instructions beside the English ones', async () => {
    const { user, api } = setup({
      'PUT /api/admin/settings': ({ body }) => ({ body: { ...settings, ...(body as object) } }),
    });
    const form = await settingsForm();
    const french = inputIn(form, 'e-Transfer instructions (French)');
    expect(french).toHaveAttribute('lang', 'fr');
    await fill(user, french, 'Le dépôt automatique est activé.');
    await user.click(within(form).getByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByText('Settings updated successfully!')).toBeInTheDocument();
    expect(api.to('PUT', '/api/admin/settings')[0]?.body).toMatchObject({
      etransferInstructions: '',
      etransferInstructionsFr: 'Le dépôt automatique est activé.',
    });
  });

  it('saves the privacy officer shown on the privacy page', async () => {
    const { user, api } = setup({
      'PUT /api/admin/settings': ({ body }) => ({ body: { ...settings, ...(body as object) } }),
    });
    const form = await settingsForm();
    await fill(user, inputIn(form, 'Privacy officer'), 'Amina Haddad');
    await fill(user, inputIn(form, 'Privacy officer email'), 'privacy@example.ca');
    await user.click(within(form).getByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByText('Settings updated successfully!')).toBeInTheDocument();
    expect(api.to('PUT', '/api/admin/settings')[0]?.body).toMatchObject({
      privacyOfficerName: 'Amina Haddad',
      privacyOfficerEmail: 'privacy@example.ca',
    });
  });
});
