import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

function app() {
  return getApps()[0] ?? initializeApp();
}

export function db() {
  return getFirestore(app());
}

export function auth() {
  return getAuth(app());
}
