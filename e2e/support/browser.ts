// Real Chromium (Debian's package) driven by playwright-core; `npx playwright install` cannot work here.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';

export const baseUrl = process.env.E2E_BASE_URL ?? 'http://localhost:5000';

export interface BrowserSession {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
  close(): Promise<void>;
}

export async function openBrowser(
  options: {
    viewport?: { width: number; height: number };
    colorScheme?: 'light' | 'dark';
    /** false: a visitor without JavaScript (what the server alone renders). */
    javaScriptEnabled?: boolean;
    /** The browser's language (navigator.languages), e.g. 'fr-CA'. */
    locale?: string;
  } = {},
): Promise<BrowserSession> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    // playwright gives each launch a fresh, temporary profile.
    args: CHROMIUM_FLAGS,
  });
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: options.viewport ?? { width: 1280, height: 900 },
    colorScheme: options.colorScheme ?? 'light',
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    ...(options.locale ? { locale: options.locale } : {}),
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return {
    browser,
    context,
    page,
    errors,
    async close() {
      await browser.close();
    },
  };
}
