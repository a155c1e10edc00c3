// Two-step sign-in in Chromium: set up in Settings with the QR code's key, then sign in with the
// password and a code, then with a recovery code. Codes come from the same library as the server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../functions/src/totp';
import { openBrowser, type BrowserSession } from './support/browser';
import { ADMIN, resetToSeed } from './support/seed';

const STEP_MS = 30_000;
let session: BrowserSession;

beforeAll(async () => {
  await resetToSeed();
  session = await openBrowser();
});
afterAll(async () => {
  await session?.close();
});

const toast = (text: string) =>
  session.page.getByText(text, { exact: false }).first().waitFor({ timeout: 15_000 });

async function password() {
  const { page } = session;
  await page.goto('/admin');
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

async function signOut() {
  await session.page.goto('/admin/dashboard');
  await session.page.getByRole('button', { name: 'Logout' }).first().click();
  await toast('Logged out successfully');
  await expect.poll(() => new URL(session.page.url()).pathname, { timeout: 15_000 }).toBe('/admin');
}

describe('two-step sign-in', () => {
  let secret = '';
  let recoveryCodes: string[] = [];

  it('is set up in Settings by scanning (or typing) the key and entering a code', async () => {
    const { page } = session;
    await password();
    await toast('Login successful!');
    await page.goto('/admin/settings');
    await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
    const qr = page.getByRole('img', { name: /QR code/ });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByLabel('Code from your app').fill(totpCode(ADMIN.username, secret, Date.now()));
    await page.getByRole('button', { name: 'Turn on' }).click();
    const list = page.getByRole('list', { name: 'Recovery codes' });
    await list.waitFor();
    recoveryCodes = await list.getByRole('listitem').allTextContents();
    expect(recoveryCodes).toHaveLength(10);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await page.getByText('10 unused recovery codes left').waitFor();
    await signOut();
  });

  it('then asks for the code after the password', async () => {
    const { page } = session;
    await password();
    // The code of the enrolment was spent: the next one is due.
    await page
      .getByLabel('Code from your app')
      .fill(totpCode(ADMIN.username, secret, Date.now() + STEP_MS));
    await page.getByRole('button', { name: 'Verify' }).click();
    await toast('Login successful!');
    await expect
      .poll(() => new URL(page.url()).pathname, { timeout: 15_000 })
      .toBe('/admin/dashboard');
    await signOut();
  });

  it('takes a recovery code instead, once', async () => {
    const { page } = session;
    await password();
    await page.getByLabel('Code from your app').fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await toast('Login successful!');
    await signOut();
    await password();
    await page.getByLabel('Code from your app').fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('That code is not right').waitFor();
  });
});
