// `npm run admin:create -- <username> --email <own address> [--project <id>]`: asks for a password
// and creates an admin whose security notices and sign-in links go to that address.
// Against the local emulators by default (the stack from `npm start` must be running); with
// --project <real-id> and Google credentials (GOOGLE_APPLICATION_CREDENTIALS or
// `gcloud auth application-default login`) against a real project.
import { newAdminUserBodySchema } from '@umrah/domain/schemas/admin-password';
import { parseWith } from '@umrah/domain/schemas/validation';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';

const args = process.argv.slice(2);
const projectFlag = args.indexOf('--project');
const projectId = projectFlag >= 0 ? args[projectFlag + 1] : 'demo-umrah';
const emailFlag = args.indexOf('--email');
const email = emailFlag >= 0 ? args[emailFlag + 1] : undefined;
const username = args.find(
  (a, i) => !a.startsWith('--') && i !== projectFlag + 1 && i !== emailFlag + 1,
);

if (!username || !projectId || !email) {
  console.error(
    'Usage: npm run admin:create -- <username> --email <their own address> [--project <project-id>]',
  );
  process.exit(2);
}

process.env.GCLOUD_PROJECT = projectId;
if (projectId.startsWith('demo-')) {
  // The ports of the stack `npm start` runs (firebase.json, moved by EMULATOR_PORT_OFFSET).
  const { emulators } = JSON.parse(
    readFileSync(new URL('../firebase.json', import.meta.url), 'utf8'),
  ) as { emulators: Record<'auth' | 'firestore', { port: number }> };
  const offset = Number(process.env.EMULATOR_PORT_OFFSET ?? 0) || 0;
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `127.0.0.1:${emulators.auth.port + offset}`;
  process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${emulators.firestore.port + offset}`;
}

async function askHidden(question: string): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  let muted = false;
  const output = new Writable({
    write(chunk, _enc, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    muted = true;
  });
}

const password = await askHidden('Password (at least 12 characters, not a common one): ');
const confirm = process.env.ADMIN_PASSWORD ? password : await askHidden('Confirm password: ');
if (password !== confirm) {
  console.error('Password and confirmation must match');
  process.exit(1);
}
const parsed = parseWith(newAdminUserBodySchema, { username, password, email });
if (!parsed.ok) {
  console.error(parsed.message);
  process.exit(1);
}

const { createAdmin, findAdminByUsername } = await import('../functions/src/wings/staff/admins');
if (await findAdminByUsername(parsed.value.username)) {
  console.error(`An account named "${parsed.value.username}" already exists.`);
  process.exit(1);
}
await createAdmin(parsed.value.username, parsed.value.password, undefined, parsed.value.email);
console.log(`Admin "${parsed.value.username}" created in project ${projectId}.`);
process.exit(0);
