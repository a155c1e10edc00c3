import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, fakeApi } from '../../../testing/fake-api';
import { renderAdmin, UI_TEST_TIMEOUT_MS } from '../../../testing/render-admin';

afterEach(() => {
  vi.unstubAllGlobals();
});

const QR = 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=';
const CODES = Array.from({ length: 10 }, (_, i) => `abcd-efgh-j${i}`);

describe('two-step sign-in card', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('sets up with the QR code and a code, then shows the recovery codes once', async () => {
    let enabled = false;
    const api = fakeApi({
      'GET /api/admin/check': { body: ADMIN },
      'GET /api/admin/settings': { body: {} },
      'GET /api/admin/second-factor': () => ({
        body: {
          enabled,
          recoveryCodesLeft: enabled ? 10 : 0,
          graceEndsAt: enabled ? null : '2026-12-10T00:00:00.000Z',
        },
      }),
      'POST /api/admin/second-factor/setup': {
        body: { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrCode: QR },
      },
      'POST /api/admin/second-factor/confirm': () => {
        enabled = true;
        return { body: { recoveryCodes: CODES } };
      },
    });
    const { user } = renderAdmin('/admin/settings');

    const card = (await screen.findByRole('heading', { name: 'Two-step sign-in' })).closest(
      'section',
    )!;
    expect(await within(card).findByText(/Required from December 10, 2026/)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Set up two-step sign-in' }));

    const qr = await within(card).findByRole('img', { name: /QR code/ });
    expect(qr).toHaveAttribute('src', QR);
    expect(within(card).getByTestId('totp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    await user.type(within(card).getByRole('textbox', { name: /Code from your app/ }), '123456');
    await user.click(within(card).getByRole('button', { name: 'Turn on' }));

    const list = await within(card).findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(api.to('POST', '/api/admin/second-factor/confirm')[0]?.body).toEqual({ code: '123456' });
    await user.click(within(card).getByRole('button', { name: 'I have saved them' }));
    expect(await within(card).findByText(/10 unused recovery codes left/)).toBeInTheDocument();
    expect(within(card).queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  });
});
