import { describe, expect, it } from 'vitest';
import { baseUrl } from '../../../test-support/emulators';

const from = { 'X-Forwarded-For': '203.0.113.240' };

describe('bodies over every route limit', () => {
  it('refuses a JSON body over 100 KB with 413, naming the limit', async () => {
    const res = await fetch(`${baseUrl}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...from },
      body: JSON.stringify({ message: 'x'.repeat(200 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect((await res.json()) as unknown).toEqual({
      code: 'body_too_large',
      message: 'Request body is too large: the limit is 100 KB',
    });
  });

  it('refuses a multipart body over 7 MB with 413 before any field is read', async () => {
    const form = new FormData();
    form.append('passport', new Blob([Buffer.alloc(9 * 1024 * 1024)]), 'big.pdf');
    const res = await fetch(`${baseUrl}/api/bookings`, {
      method: 'POST',
      body: form,
      headers: from,
    });
    expect(res.status).toBe(413);
    expect((await res.json()) as unknown).toEqual({
      code: 'body_too_large',
      message: 'Request body is too large: the limit is 7 MB',
    });
  });

  // The security review's probe: no Content-Length, so only the real size can tell.
  it('refuses a chunked JSON body over 100 KB by its real size with the same 413', async () => {
    const chunk = new TextEncoder().encode(`"${'x'.repeat(64 * 1024)}",`);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"submissionId":"a","message":['));
      },
      pull(controller) {
        if (sent >= 4.9 * 1024 * 1024) {
          controller.enqueue(new TextEncoder().encode('"end"]}'));
          controller.close();
          return;
        }
        controller.enqueue(chunk);
        sent += chunk.length;
      },
    });
    const res = await fetch(`${baseUrl}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...from },
      body,
      duplex: 'half',
    } as RequestInit & { duplex: 'half' });
    expect(res.status).toBe(413);
    expect((await res.json()) as unknown).toEqual({
      code: 'body_too_large',
      message: 'Request body is too large: the limit is 100 KB',
    });
  });
});

describe('bodies no route reads', () => {
  // (Broken JSON never reaches the app here: the Functions runtime answers it itself, in HTML;
  // errors.test.ts covers the app's own body_not_json.)
  it('refuses a plain-text body with 415, named', async () => {
    const text = await fetch(`${baseUrl}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', ...from },
      body: 'name=Omar',
    });
    expect(text.status).toBe(415);
    expect(((await text.json()) as { code: string }).code).toBe('body_type_unsupported');
  });
});
