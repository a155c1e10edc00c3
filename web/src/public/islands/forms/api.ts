/**
 * How the forms talk to /api (as the rest of the site: credentials included, the
 * X-Requested-With header the server's CSRF guard looks for). A non-OK answer becomes an
 * ApiError carrying the server's human message, never its raw JSON (@umrah/domain/api-error).
 */
import { ApiError, apiErrorFrom } from '@umrah/domain/model/api-error';
import { isSubmissionReference, submissionReference } from '@umrah/domain/model/reference';

const NETWORK_ERROR = 'Network error: check your connection and try again.';

const HEADERS = { Accept: 'application/json', 'X-Requested-With': 'fetch' };

/** An answer's JSON, or null when it has none (a test double, a proxy's empty 201). */
function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * The reference of an accepted submission: the server's (it makes it, see
 * @umrah/domain/reference); from the same rule when the answer names none.
 */
export function referenceOf(answer: unknown, submissionId: string): string {
  const given: unknown =
    typeof answer === 'object' && answer !== null && 'reference' in answer
      ? answer.reference
      : null;
  return typeof given === 'string' && isSubmissionReference(given)
    ? given
    : submissionReference(submissionId);
}

/** Whether the server mailed the visitor a copy (an answer without the field: it did). */
export function emailedOf(answer: unknown): boolean {
  return !(
    typeof answer === 'object' &&
    answer !== null &&
    'emailed' in answer &&
    answer.emailed === false
  );
}

/** POSTs a JSON body; resolves with the answer's JSON (null when none). */
export async function postJson(path: string, body: unknown): Promise<unknown> {
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
  const text = await res.text();
  if (!res.ok) throw apiErrorFrom(res.status, res.statusText, text);
  return jsonOf(text);
}

/**
 * POSTs a multipart form and reports upload progress (0-1): fetch() cannot report upload
 * progress, so this call uses XMLHttpRequest; its answer and failures match postJson's.
 */
export function postFormWithProgress(
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<unknown> {
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
        resolve(jsonOf(xhr.responseText));
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
