// Two-step sign-in in Chromium: set up in Settings with the QR code's key (from a password-only
// session, so it waits for the link mailed to the admin's security email), turned on by opening
// that link, then sign in with the password and a code, add an admin (a guarded change), sign in
// with a recovery code, and with an emailed sign-in link. Codes come from the server's library.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../functions/src/platform/firebase/firebase';
import { totpCode } from '../functions/src/platform/totp';
import { openBrowser, type BrowserSession } from './support/browser';
import { submitPassword, waitForText } from './support/admin';
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

/** The seed's admin's own address (scripts/seed.ts). */
const SECURITY_EMAIL = 'admin@agency.example';

/** The token of the newest link to `page` mailed to the admin (mails stay in the emulator). */
async function mailedToken(page: 'activate' | 'sign-in-link'): Promise<string> {
  const mails = (await db().collection('mail').where('to', '==', SECURITY_EMAIL).get()).docs
    .map((d) => d.data() as { message: { text: string }; createdAt?: { toMillis(): number } })
    .sort((a, b) => (b.createdAt?.toMillis() ?? 0) - (a.createdAt?.toMillis() ?? 0));
  for (const m of mails) {
    const match = new RegExp(`/admin/${page}#([\\w-]+)`).exec(m.message.text);
    if (match?.[1]) return match[1];
  }
  throw new Error(`No ${page} link mailed`);
}

const toast = (text: string) => waitForText(session.page, text);
const password = () => submitPassword(session.page);

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
    // Signed in with the password alone: it waits for the link mailed to the admin.
    await toast('Check your mail');
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await page.getByText('it turns on when the link mailed to your security email').waitFor();
  });

  it('turns on when the mailed link is opened, ending the password-only session', async () => {
    const { page } = session;
    await page.goto(`/admin/activate#${await mailedToken('activate')}`);
    await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    await page.getByText('Two-step sign-in is on').waitFor();
    await page.goto('/admin/dashboard');
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/admin');
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
    // Just checked: a guarded change (the admin list) goes through, with the newcomer's address.
    await page.goto('/admin/users');
    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add User' });
    await dialog.getByLabel('Username').fill('zainab');
    await dialog.getByLabel('Security email').fill('zainab@agency.example');
    await dialog.getByLabel(/^Password/).fill('zainab-pass-1');
    await dialog.getByLabel(/^Confirm password/).fill('zainab-pass-1');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast('User created successfully!');
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

  it('signs in by an emailed link, still asking for the code', async () => {
    const { page } = session;
    await page.goto('/admin');
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await toast('Check your mail');
    await page.goto(`/admin/sign-in-link#${await mailedToken('sign-in-link')}`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByLabel('Code from your app').fill(recoveryCodes[1]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await toast('Login successful!');
    await expect
      .poll(() => new URL(page.url()).pathname, { timeout: 15_000 })
      .toBe('/admin/dashboard');
  });
});
