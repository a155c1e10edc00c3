// Storage rules: public images readable one by one (get, never list), everything else
// (passports) closed, no browser writes.
// The Storage emulator needs a rules-runtime jar that only downloads from the internet, and
// @firebase/rules-unit-testing evaluates Storage rules only through that emulator (there is no
// offline rules engine in JavaScript), so on machines without it (ours) the emulator suite skips
// and says so. The first suite reads storage.rules itself and runs everywhere: it checks which
// operations each `allow` grants on which path.
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { getBytes, listAll, ref, uploadString } from 'firebase/storage';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const rulesText = readFileSync(new URL('../storage.rules', import.meta.url), 'utf8');

interface Grant {
  /** The `match` paths around the statement, outermost first. */
  path: string[];
  methods: string[];
  condition: string;
}

/** Every `allow` statement of a rules file with its enclosing `match` paths (comments removed). */
function grantsOf(text: string): Grant[] {
  const code = text.replace(/\/\/.*$/gm, '').replace(/\/\*[\s\S]*?\*\//g, '');
  const grants: Grant[] = [];
  const stack: (string | null)[] = [];
  const token =
    /match\s+(\S+)\s*\{|service\s+[\w.]+\s*\{|\{|\}|allow\s+([\w\s,]+?)\s*:\s*([^;]*);/g;
  for (const m of code.matchAll(token)) {
    if (m[0] === '}') stack.pop();
    else if (m[1]) stack.push(m[1]);
    else if (m[2] !== undefined)
      grants.push({
        path: stack.filter((p): p is string => p !== null),
        methods: m[2].split(/[\s,]+/).filter(Boolean),
        condition: m[3]!.trim(),
      });
    else stack.push(null);
  }
  if (stack.length !== 0) throw new Error('storage.rules: unbalanced braces');
  return grants;
}

describe('storage.rules as written (runs without the Storage emulator)', () => {
  const grants = grantsOf(rulesText);
  const open = grants.filter((g) => g.condition !== 'if false');

  it('finds the statements it checks', () => {
    expect(grants.length).toBeGreaterThanOrEqual(3);
  });

  it('lets anyone get a public image, and grants nothing else to anyone', () => {
    expect(open).toEqual([
      { path: ['/b/{bucket}/o', '/public/{path=**}'], methods: ['get'], condition: 'if true' },
    ]);
  });

  it('never grants read (which includes list) or list', () => {
    for (const g of open) {
      expect(g.methods).not.toContain('read');
      expect(g.methods).not.toContain('list');
    }
  });

  it('opens no path but public/ (passports and traveller documents live under private/)', () => {
    for (const g of open) {
      expect(g.path.at(-1)?.startsWith('/public/')).toBe(true);
    }
  });

  it('closes everything else, writes included', () => {
    expect(grants).toContainEqual({
      path: ['/b/{bucket}/o', '/{path=**}'],
      methods: ['read', 'write'],
      condition: 'if false',
    });
  });

  it('parses nested matches and both comment styles', () => {
    const sample = `service firebase.storage { match /b/{b}/o { /* allow read: if true; */
      match /x/{p=**} { allow get, list: if true; } // allow write: if true;
      match /y { allow write: if false; } } }`;
    expect(grantsOf(sample)).toEqual([
      { path: ['/b/{b}/o', '/x/{p=**}'], methods: ['get', 'list'], condition: 'if true' },
      { path: ['/b/{b}/o', '/y'], methods: ['write'], condition: 'if false' },
    ]);
  });
});

const storageHost = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
if (!storageHost) {
  console.warn(
    'storage rules: SKIPPED - no Storage emulator here (FIREBASE_STORAGE_EMULATOR_HOST unset); ' +
      'its emulator tests do not run; the rules text is still checked (public/** get only, everything else closed).',
  );
}

describe.skipIf(!storageHost)('storage rules', () => {
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    const [host, port] = (storageHost ?? '').split(':');
    env = await initializeTestEnvironment({
      projectId: process.env.GCLOUD_PROJECT ?? 'demo-umrah',
      storage: {
        rules: rulesText,
        host,
        port: Number(port),
      },
    });
    await env.withSecurityRulesDisabled(async (ctx) => {
      await uploadString(ref(ctx.storage(), 'public/a.png'), 'x');
      await uploadString(ref(ctx.storage(), 'private/passports/b.pdf'), 'x');
      await uploadString(
        ref(ctx.storage(), 'private/traveller-documents/b_1/passport-0a1b.pdf'),
        'x',
      );
    });
  });
  afterAll(async () => {
    await env?.cleanup();
  });

  const actors = [
    ['a visitor', () => env.unauthenticatedContext()],
    ['an admin', () => env.authenticatedContext('admin', { isAdmin: true })],
  ] as const;

  for (const [name, actor] of actors) {
    it(`${name} can get public images but not list them or read passports, and cannot write`, async () => {
      const storage = actor().storage();
      await assertSucceeds(getBytes(ref(storage, 'public/a.png')));
      await assertFails(listAll(ref(storage, 'public')));
      await assertFails(getBytes(ref(storage, 'private/passports/b.pdf')));
      // The trip page's uploads (passport, vaccination certificate, photo) are as closed.
      await assertFails(
        getBytes(ref(storage, 'private/traveller-documents/b_1/passport-0a1b.pdf')),
      );
      await assertFails(listAll(ref(storage, 'private/traveller-documents')));
      await assertFails(
        uploadString(ref(storage, 'private/traveller-documents/b_1/photo-1.png'), 'x'),
      );
      await assertFails(uploadString(ref(storage, 'public/new.png'), 'x'));
      await assertFails(uploadString(ref(storage, 'private/passports/c.pdf'), 'x'));
    });
  }
});
