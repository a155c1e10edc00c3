import { vi } from 'vitest';

export interface SentForm {
  url: string;
  body: FormData;
  headers: Record<string, string>;
}

/**
 * Replaces XMLHttpRequest for one test (the booking upload uses it for progress): records what
 * is sent and answers `status` with `body` after a second, after one progress event.
 */
export function stubXhr(status = 201, body: unknown = { message: 'Received' }) {
  const sent: SentForm[] = [];
  class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    withCredentials = false;
    upload: {
      onprogress:
        ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private url = '';
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(form: FormData) {
      sent.push({ url: this.url, body: form, headers: this.headers });
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      }, 1000);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}
