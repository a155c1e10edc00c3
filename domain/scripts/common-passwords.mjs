// Writes domain/src/model/common-passwords.ts: the 10,000 most common passwords of zxcvbn-ts's list,
// lowercased (entries that would need escaping in a template string are left out).
import { writeFileSync } from 'node:fs';
import { dictionary } from '@zxcvbn-ts/language-common';

const top = [
  ...new Set(dictionary['passwords-common'].slice(0, 10000).map((p) => p.toLowerCase())),
];
const head = `// The 10,000 most common passwords (lowercased), from zxcvbn-ts's list: @zxcvbn-ts/language-common
// 4.1.3 (MIT), a dev dependency of this package; regenerate with
// \`node domain/scripts/common-passwords.mjs\`. One string (about 37 KB gzipped), made into a set
// on the first check only.
export const COMMON_PASSWORDS_TEXT = \``;
const list = top.filter((p) => !/[`\\$]/.test(p)).join('\n');
writeFileSync(
  new URL('../src/model/common-passwords.ts', import.meta.url),
  `${head}\n${list}\n\`;\n`,
);
