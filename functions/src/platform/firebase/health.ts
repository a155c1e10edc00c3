import { db } from './firebase';

/**
 * Whether Firestore answers a read within `timeoutMs` (for /api/health). The read is a document
 * that need not exist: the answer, not the data, is what is checked. A slow or failing database
 * is `false`, never an exception or a long wait.
 */
export async function firestoreAnswers(timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const read = db()
    .collection('health')
    .doc('probe')
    .get()
    .then(
      () => true,
      () => false,
    );
  try {
    return await Promise.race([read, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
