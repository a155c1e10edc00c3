// The letterhead's logo: fetched from our own site only, made a PNG whatever it was (the seed's is
// SVG), and never a reason for a document to fail.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ontarioReceipt } from '../../../test-support/receipt-fixtures';
import { renderReceiptPdf } from '../money/documents/receipt-pdf';
import { agencyLogo } from './agency-logo';

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60"><rect width="200" height="60" fill="#0a7d5a"/></svg>';
let server: Server;
let origin = '';
let requests = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    requests++;
    if (req.url === '/images/logo.svg') {
      res.writeHead(200, { 'Content-Type': 'image/svg+xml' }).end(SVG);
    } else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.SITE_URL = origin;
});
afterAll(() => {
  server.close();
  delete process.env.SITE_URL;
});

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

describe("the agency's logo for documents", () => {
  it('fetches our own logo (a path or an address on the site) and makes it a PNG, once', async () => {
    const png = await agencyLogo('/images/logo.svg');
    expect(png?.subarray(0, 4)).toEqual(PNG_SIGNATURE);
    const before = requests;
    await agencyLogo('/images/logo.svg');
    expect(requests).toBe(before);
    expect((await agencyLogo(`${origin}/images/logo.svg`))?.subarray(0, 4)).toEqual(PNG_SIGNATURE);
  });

  it('has none for a foreign address, a missing file or no logo at all', async () => {
    const before = requests;
    expect(await agencyLogo('https://images.example.org/logo.png')).toBeNull();
    expect(requests).toBe(before);
    expect(await agencyLogo('/images/missing.png')).toBeNull();
    expect(await agencyLogo('')).toBeNull();
    expect(await agencyLogo(undefined)).toBeNull();
  });

  it('is drawn in the letterhead when there is one', async () => {
    const logo = await agencyLogo('/images/logo.svg');
    const withLogo = await renderReceiptPdf(ontarioReceipt, { copy: false, logo });
    const without = await renderReceiptPdf(ontarioReceipt, { copy: false });
    expect(withLogo.toString('latin1')).toContain('/Subtype /Image');
    expect(without.toString('latin1')).not.toContain('/Subtype /Image');
  });
});
