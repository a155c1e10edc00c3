// The staff sign-in steps the browser tests share: one copy, so a change of the sign-in page
// (a label, a button) is made once.
import type { Page } from 'playwright-core';
import { ADMIN } from './seed';

/** Opens the sign-in page and sends the seed admin's name with `password` (wrong ones too). */
export async function submitPassword(page: Page, password = ADMIN.password): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Waits for a toast (or any text) containing `text`. */
export function waitForText(page: Page, text: string): Promise<void> {
  return page.getByText(text, { exact: false }).first().waitFor({ timeout: 15_000 });
}
