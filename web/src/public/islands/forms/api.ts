/**
 * How the forms talk to /api (as the rest of the site: credentials included, the
 * X-Requested-With header the server's CSRF guard looks for). A non-OK answer becomes an
 * ApiError carrying the server's human message, never its raw JSON (@umrah/domain/api-error).
 */
import { ApiError, apiErrorFrom } from '@umrah/domain/api-error';

const NETWORK_ERROR = 'Network error: check your connection and try again.';

const HEADERS = { Accept: 'application/json', 'X-Requested-With': 'fetch' };

/** POSTs a JSON body. */
export async function postJson(path: string, body: unknown): Promise<void> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: 'POST',
      credentials: 'include',
      headers: { ...HEADERS, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR);
  }
  if (!res.ok) throw apiErrorFrom(res.status, res.statusText, await res.text());
}

/**
 * POSTs a multipart form and reports upload progress (0-1): fetch() cannot report upload
 * progress, so this call uses XMLHttpRequest; its failures match postJson's.
 */
export function postFormWithProgress(
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(HEADERS)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve();
      } else {
        reject(apiErrorFrom(xhr.status, xhr.statusText, xhr.responseText));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR));
    xhr.send(form);
  });
}

/**
 * A client-made id for one submission: a retry or a double click sends the same id, so the
 * server stores the message or booking once.
 */
export function newSubmissionId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}
