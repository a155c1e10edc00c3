// Helpers for tests that run inside `firebase emulators:exec` (API and browser tests).
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../src/platform/firebase/firebase';

const projectId = process.env.GCLOUD_PROJECT ?? 'demo-umrah';

/** The site as a browser sees it: Hosting emulator, with `/api` rewritten to the function. */
export const baseUrl = process.env.E2E_BASE_URL ?? 'http://localhost:5000';

function emulatorHost(variable: string): string {
  const host = process.env[variable];
  if (!host)
    throw new Error(`${variable} is not set: run this test inside the emulators (npm test).`);
  return host;
}

export async function clearFirestore(): Promise<void> {
  const host = emulatorHost('FIRESTORE_EMULATOR_HOST');
  const res = await fetch(
    `http://${host}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  if (!res.ok) throw new Error(`Could not clear Firestore: ${res.status}`);
}

export async function clearAuth(): Promise<void> {
  const host = emulatorHost('FIREBASE_AUTH_EMULATOR_HOST');
  const res = await fetch(`http://${host}/emulator/v1/projects/${projectId}/accounts`, {
    method: 'DELETE',
  });
  if (!res.ok) throw new Error(`Could not clear Auth: ${res.status}`);
}

/** Writes a document as the API would store it, with a creation time `minutesAgo` in the past. */
export async function putDoc(
  collection: string,
  data: Record<string, unknown>,
  minutesAgo = 0,
): Promise<string> {
  const ref = db().collection(collection).doc();
  await ref.set({ ...data, createdAt: Timestamp.fromMillis(Date.now() - minutesAgo * 60_000) });
  return ref.id;
}

export async function countDocs(collection: string): Promise<number> {
  const snap = await db().collection(collection).count().get();
  return snap.data().count;
}

export interface JsonResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** The API's answer to a refused request: a message, and per field what is wrong. */
export interface ErrorBody {
  message: string;
  errors?: Record<string, string>;
}

export async function getJson<T = unknown>(
  path: string,
  init?: RequestInit,
): Promise<JsonResponse<T>> {
  const res = await fetch(baseUrl + path, init);
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // leave as text
  }
  return { status: res.status, headers: res.headers, body: body as T };
}
