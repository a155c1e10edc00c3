// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { existsSync, readdirSync } from 'node:fs';

// Every folder under web/src/admin/features is a feature; the zones below are built from them.
const featuresDir = new URL('./web/src/admin/features', import.meta.url);
const webFeatures = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

// domain/ has two layers, one folder each: domain/src/schemas/ (the modules that import yup:
// forms and request bodies) and domain/src/model/ (types, statuses, constants, formatters, no
// yup). Public pages take values only from the model; a model module takes only types from the
// schemas, so it stays free of yup.
const schemaOnlyTypes = (group, where) => ({
  group,
  allowTypeImports: true,
  message: `${where} takes only types from domain/src/schemas/ (they hold yup): import the type, or move the value to a model module.`,
});

// functions/src has four tiers, one folder each, and imports run down only:
//   edges/     the HTTP API, the staff session middleware, the page renderer, scheduled jobs
//   views/     one screen or document read from several wings
//   wings/<w>/ one business object: its use cases, its store/ (the only code touching its
//              collections) and its mails
//   platform/  plumbing below them all: HTTP, Firebase access, media, PDF layout, mail queue…
// index.ts (the entry) only wires exports. Between wings the order below holds: a wing imports only
// wings before it in the list. Firestore is read and written only by stores (a wing's store/) and
// platform/firebase (with the mail queue and the link key, platform records of no wing); below the
// edges nothing knows HTTP (no Express).
const functionsSrc = new URL('./functions/src/', import.meta.url);
const subfolders = (url) =>
  existsSync(url)
    ? readdirSync(url, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
/** Low → high. */
const WING_ORDER = [
  'audit',
  'content',
  'staff',
  'marketing',
  'submissions',
  'departures',
  'group-leaders',
  'money',
  'bookings',
  'costs',
  'travellers',
  'rooming',
  'group-messages',
  'privacy',
];
const unorderedWings = subfolders(new URL('wings/', functionsSrc)).filter(
  (wing) => !WING_ORDER.includes(wing),
);
if (unorderedWings.length) {
  throw new Error(`eslint.config.js: place wings/${unorderedWings.join(', wings/')} in WING_ORDER`);
}
const wingsWithStores = WING_ORDER.filter((wing) =>
  existsSync(new URL(`wings/${wing}/store`, functionsSrc)),
);
const fsrc = (path) => `./functions/src/${path}`;
/** The places that touch Firestore (each is exempt from firestoreOnlyInStores). */
const firestoreFiles = [
  'functions/src/wings/*/store/**',
  'functions/src/platform/firebase/**',
  'functions/src/platform/mail/**',
  'functions/src/platform/links/payment-link-key.ts',
];
const firestoreOnlyInStores = [
  {
    group: ['firebase-admin/firestore'],
    allowTypeImports: true,
    message: "Firestore is read and written only by stores (a wing's store/ folder).",
  },
  {
    group: ['**/firebase'],
    importNames: ['db'],
    message: "Firestore is read and written only by stores (a wing's store/ folder).",
  },
];
const httpTypes = [
  {
    group: ['express', '**/http/*'],
    message: 'Below the edges nothing knows HTTP: throw a DomainError (@umrah/domain/errors).',
  },
];
/** A view reads: it imports no use case that writes (by its verb). */
const viewsOnlyRead = [
  {
    group: ['**/wings/**'],
    importNamePattern:
      '^(save|write|update|delete|remove|create|record|set|add|put|mark|confirm|cancel|move|send|store|retire|forget|erase|issue|lock|unlock|edit|change|request|reschedule|admit)([A-Z]|$)',
    message: 'A view only reads: writes go through the wing’s use cases, called from an edge.',
  },
];
const tests = 'functions/src/**/*.test.ts';
// Every refusal the server answers is a named error (DomainError with a code from
// domain/src/model/error-codes.ts, its status in platform/http/errors.ts, its words in
// domain/src/model/errors.ts): an error built from a text is English no code can recognise.
const freeTextErrors = [
  {
    selector:
      "NewExpression[callee.name='HttpError'][arguments.1.type=/^(Literal|TemplateLiteral)$/]",
    message:
      'Throw a named error: new DomainError(code, params), its words in domain/src/model/errors.ts.',
  },
];
const functionsLayers = [
  // A wing hands other wings named functions, never a whole store.
  {
    files: ['functions/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportAllDeclaration[source.value=/(^|\\/)store\\//]',
          message:
            'Re-export the store functions other wings use by name (export { … } from), never the whole store.',
        },
      ],
    },
  },
  // A store takes no callback to run inside a transaction of its own: the use case owns the
  // transaction (platform/firebase/transaction.ts) and calls each store's steps in it.
  {
    files: ['functions/src/wings/*/store/**/*.ts'],
    ignores: [tests],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportAllDeclaration[source.value=/(^|\\/)store\\//]',
          message:
            'Re-export the store functions other wings use by name (export { … } from), never the whole store.',
        },
        {
          selector:
            'ExportNamedDeclaration > FunctionDeclaration > Identifier.params[name!="clock"] > TSTypeAnnotation > TSFunctionType',
          message:
            'A store takes no callback: the use case owns the transaction (inTransaction) and calls the store steps in it.',
        },
      ],
    },
  },
  // A wing's tests, too, reach another wing only through its modules, never its store.
  {
    files: [tests],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: wingsWithStores.flatMap((wing) =>
            WING_ORDER.filter((w) => w !== wing).map((other) => ({
              target: fsrc(`wings/${other}`),
              from: fsrc(`wings/${wing}/store`),
              message: `A test of wings/${other} reaches wings/${wing} through its modules, not its store.`,
            })),
          ),
        },
      ],
    },
  },
  {
    files: ['functions/src/**/*.ts'],
    ignores: [tests, ...firestoreFiles],
    rules: { 'no-restricted-imports': ['error', { patterns: firestoreOnlyInStores }] },
  },
  {
    files: ['functions/src/platform/http/**/*.ts'],
    ignores: [tests],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...firestoreOnlyInStores,
            {
              group: ['**/store/*', '**/platform/firebase/*', '**/platform/mail/*'],
              message: 'platform/http is request plumbing: it never reaches a store.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'functions/src/views/**/*.ts',
      'functions/src/wings/**/*.ts',
      'functions/src/platform/**/*.ts',
    ],
    ignores: [tests, 'functions/src/platform/http/**', ...firestoreFiles],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...firestoreOnlyInStores, ...httpTypes] }],
    },
  },
  {
    files: ['functions/src/views/**/*.ts'],
    ignores: [tests],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...firestoreOnlyInStores, ...httpTypes, ...viewsOnlyRead] },
      ],
    },
  },
  {
    files: firestoreFiles.map((glob) => (glob.endsWith('**') ? `${glob}/*.ts` : glob)),
    ignores: [tests],
    rules: { 'no-restricted-imports': ['error', { patterns: httpTypes }] },
  },
  // The tiers, the wings' order, and a store that is its own wing's.
  {
    files: ['functions/src/**/*.ts'],
    ignores: [tests],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: fsrc('platform'),
              from: [fsrc('edges'), fsrc('views'), fsrc('wings'), fsrc('index.ts')],
              message: 'platform/ is the bottom tier: it imports no edge, view or wing.',
            },
            {
              target: fsrc('wings'),
              from: [fsrc('edges'), fsrc('views'), fsrc('index.ts')],
              message: 'A wing imports no edge or view (tiers: edges → views → wings → platform).',
            },
            {
              target: fsrc('views'),
              from: [fsrc('edges'), fsrc('index.ts')],
              message: 'A view imports no edge (tiers: edges → views → wings → platform).',
            },
            ...WING_ORDER.flatMap((wing, i) =>
              WING_ORDER.slice(i + 1).map((above) => ({
                target: fsrc(`wings/${wing}`),
                from: fsrc(`wings/${above}`),
                message: `wings/${wing} is below wings/${above}: a wing imports only wings before it in WING_ORDER (eslint.config.js).`,
              })),
            ),
            ...wingsWithStores.flatMap((wing) =>
              ['edges', 'views', 'platform', 'index.ts', ...WING_ORDER.map((w) => `wings/${w}`)]
                .filter((place) => place !== `wings/${wing}`)
                .map((place) => ({
                  target: fsrc(place),
                  from: fsrc(`wings/${wing}/store`),
                  message: `Only wings/${wing} reads and writes its store; call its use cases instead.`,
                })),
            ),
          ],
        },
      ],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.emulator-data/**',
      '.cache/**',
      '.local-media/**',
      'test-results/**',
      'coverage/**',
      'seed/images-src/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { import: importPlugin },
    settings: {
      // Relative imports resolve with these extensions; `@umrah/domain/*` (package exports to .ts)
      // stays unresolved, which is fine: domain/ never imports apps, so it cannot close a cycle.
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // Import cycles are checked once for the whole repository by scripts/check-cycles.mjs
      // (`npm test`): this rule walked the graph again from every file, 73% of lint's time.
      'import/no-cycle': 'off',
      'import/no-self-import': 'error',
      'import/no-duplicates': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  // domain/ is pure: no Firebase, no web or functions code.
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['firebase', 'firebase/*', 'firebase-*', '@firebase/*'],
              message: 'domain/ is pure: no Firebase.',
            },
            {
              group: ['react', 'react-*', '@mui/*', 'express'],
              message: 'domain/ is framework-free.',
            },
            { group: ['**/functions/**', '**/web/**'], message: 'domain/ cannot import apps.' },
          ],
        },
      ],
    },
  },
  // i18n/ holds the texts every side shows (pages, islands, mails): Lingui and the domain only, so
  // the browser and the functions can both take it.
  {
    files: ['i18n/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['firebase', 'firebase/*', 'firebase-*', '@firebase/*'],
              message: 'i18n/ is pure: no Firebase.',
            },
            {
              group: ['react', 'react-*', '@mui/*', 'express'],
              message: 'i18n/ is framework-free.',
            },
            { group: ['**/functions/**', '**/web/**'], message: 'i18n/ cannot import apps.' },
          ],
        },
      ],
    },
  },
  {
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/platform/http/errors.ts'],
    rules: { 'no-restricted-syntax': ['error', ...freeTextErrors] },
  },
  // Mails take their words from the catalogs (@umrah/i18n): a test of the language in mail code
  // is a text that escaped them, and its French would not be typechecked.
  {
    files: ['functions/src/**/*mail*.ts', 'functions/src/wings/submissions/acknowledgements.ts'],
    ignores: ['functions/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'BinaryExpression[operator=/^[!=]==?$/] > Literal[value=/^(en|fr)(-CA)?$/]',
          message:
            'Mail texts come from the catalogs (translatorFor from @umrah/i18n/translate), not from language branches.',
        },
        ...freeTextErrors,
      ],
    },
  },
  // web/: features never import each other (they meet in app/); shared code never imports features;
  // the visitor's bundle never pulls the Firebase SDK.
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['firebase', 'firebase/*', '@firebase/*'],
              message: 'Public pages talk only to /api.',
            },
            { group: ['**/functions/**'], message: 'web/ cannot import functions code.' },
          ],
        },
      ],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webFeatures.map((feature) => ({
              target: `./web/src/admin/features/${feature}`,
              from: './web/src/admin/features',
              // The dashboard is a summary of other features: it reads their lists.
              except:
                feature === 'dashboard'
                  ? [`./${feature}`, './packages/api', './reviews/api']
                  : [`./${feature}`],
              message: 'Admin features do not import each other; compose them in admin/app/.',
            })),
            {
              target: ['./web/src/admin/shared', './web/src/testing'],
              from: ['./web/src/admin/features', './web/src/admin/app'],
              message: 'Shared code never imports features or app/.',
            },
            {
              target: './web/src/admin',
              from: './web/src/public',
              message:
                'The admin area and the public pages share only domain/ and web/src/testing.',
            },
          ],
        },
      ],
    },
  },
  // Public pages (server HTML and islands) ship no MUI, Emotion, react-query, router or admin
  // code; yup reaches an island only through the forms' lazy loader.
  {
    files: ['web/src/public/**/*.{ts,tsx}'],
    ignores: ['web/src/public/islands/forms/load-schemas.ts', 'web/src/public/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@mui/*',
                '@emotion/*',
                '@tanstack/*',
                'react-router',
                'react-router-dom',
                'formik',
              ],
              message:
                'Public pages are plain React and the shared stylesheet: no MUI, Emotion, react-query, router or formik.',
            },
            {
              group: ['yup'],
              message:
                'Public code loads form rules only through islands/forms/load-schemas.ts (on first use).',
            },
            {
              group: ['firebase', 'firebase/*', '@firebase/*'],
              message: 'Public pages talk only to /api.',
            },
            { group: ['**/functions/**'], message: 'web/ cannot import functions code.' },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/public/**/*.{ts,tsx}'],
    ignores: ['web/src/public/islands/forms/load-schemas.ts', 'web/src/public/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [schemaOnlyTypes(['@umrah/domain/schemas/*'], 'Public code')] },
      ],
    },
  },
  // Browser code takes only the compiled-message translator from i18n/: translate.ts and the
  // catalogs' values would bring the ICU parser and every message into the page.
  {
    files: ['web/src/public/islands/**/*.{ts,tsx}', 'web/src/public/client/**/*.ts'],
    ignores: [
      'web/src/public/islands/**/*-island.tsx',
      'web/src/public/islands/forms/load-schemas.ts',
      'web/src/public/**/*.test.{ts,tsx}',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          // Repeats the public pages' yup rule (a later block replaces a rule's options whole).
          patterns: [
            schemaOnlyTypes(['@umrah/domain/schemas/*'], 'Public code'),
            {
              group: ['@umrah/i18n/*', '!@umrah/i18n/compiled'],
              allowTypeImports: true,
              message:
                'Browser code formats the compiled messages its props carry (@umrah/i18n/compiled); import only types from the catalogs.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['domain/src/model/*.ts'],
    ignores: ['domain/src/model/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'yup', message: 'Model modules hold no yup: schemas/ is for that.' }],
          patterns: [
            schemaOnlyTypes(['../schemas/*', '@umrah/domain/schemas/*'], 'A model module'),
          ],
        },
      ],
    },
  },
  // Public code never reaches into the admin area (by path, so relative imports count too).
  {
    files: ['web/src/public/**/*.{ts,tsx}'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './web/src/public',
              from: './web/src/admin',
              message: 'Public code does not import the admin area.',
            },
          ],
        },
      ],
    },
  },
  ...functionsLayers,
  prettier,
);
