import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The portal's modules: src/custom/<module>/ holds every hand-written screen of one. */
const MODULES = [
  'account',
  'administration',
  'dashboards',
  'mailbox',
  'processes',
  'reclamations',
  'reports',
  'sales',
];

/**
 * Every API call is a typed function of src/dataProvider/<module>.ts; nothing else calls httpClient
 * (its type may be named, to hand a fake one to a call in a test). Blocks below that set their own
 * no-restricted-imports for files outside src/dataProvider repeat this pattern: a later block's
 * list replaces an earlier one's.
 */
const HTTP_CLIENT = {
  group: ['**/dataProvider/httpClient'],
  allowTypeImports: true,
  message: 'Only src/dataProvider calls httpClient: call the API through the typed functions of src/dataProvider/<module>.ts (add one there).',
};

const RESOURCES_BELOW_MODULES =
  'src/resources is the generic screens: it imports no module (src/custom). A module gives its own views and field formats from above (src/custom/views.ts).';

/** What the server may not import from the client: everything but src/schemas. */
const SERVER_CLIENT = ['**/src/dataProvider/**', '**/src/resources/**', '**/src/layout/**', '**/src/custom/**', '**/src/i18n/**', '**/src/App*', '**/src/authProvider*'];
const SERVER_CLIENT_MESSAGE = 'The server imports only src/schemas from the client.';

const restrict = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map((group) => ({ group: [group], message })) }],
});

export default tseslint.config(
  { ignores: ['dist/**', 'dist-server/**', 'node_modules/**', 'data/**', 'server/db/migrations/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  { files: ['**/*.{ts,tsx}'], ignores: ['src/dataProvider/**'], rules: { 'no-restricted-imports': ['error', { patterns: [HTTP_CLIENT] }] } },
  // Dependencies flow one way (STYLE.md §9).
  {
    files: ['src/schemas/**'],
    rules: restrict(['../../*', '**/dataProvider/**', '**/resources/**', '**/layout/**', '**/custom/**', '**/i18n/**', '**/server/**'], 'src/schemas imports nothing outside itself.'),
  },
  { files: ['server/**'], rules: restrict(SERVER_CLIENT, SERVER_CLIENT_MESSAGE) },
  // The server's core (and its database and sign-in) serve every module and know none of them; a
  // module of the server reaches no other: what two modules share belongs to the core.
  {
    files: ['server/core/**', 'server/db/**', 'server/auth/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...SERVER_CLIENT.map((group) => ({ group: [group], message: SERVER_CLIENT_MESSAGE })), { group: ['**/modules/**', '**/demo'], message: 'The core knows no module: a module declares its hooks and routes (server/modules/<module>/index.ts).' }] }] },
  },
  ...MODULES.flatMap((module) =>
    [1, 2, 3, 4].map((depth) => ({
      files: [`server/modules/${module}/${'*/'.repeat(depth - 1)}*.ts`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              ...SERVER_CLIENT.map((group) => ({ group: [group], message: SERVER_CLIENT_MESSAGE })),
              { regex: `^(\\.\\./){${depth}}(?!${module}/)(?!\\.\\./)[\\w-]+`, message: `A server module reaches no other module (server/modules/${module}): what they share belongs to server/core.` },
            ],
          },
        ],
      },
    })),
  ),
  // A module (src/custom/<module>/) reaches another only through that module's shared.ts: what it
  // offers the others' records (a record's mail, a record's tasks).
  ...MODULES.flatMap((module) =>
    [1, 2, 3].map((depth) => ({
      files: [`src/custom/${module}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          { patterns: [HTTP_CLIENT, { regex: `^(\\.\\./){${depth}}(?!${module}/)(?![\\w-]+/shared$)[^.]`, message: `Modules import each other only through their shared.ts (src/custom/${module}).` }] },
        ],
      },
    })),
  ),
  // The initial JavaScript is the shell and the first list (tests/process/initialBundle.test.ts):
  // an entity's own views and every custom page beyond sign-in load on first use, through lazyView / lazyScreen.
  {
    files: ['src/custom/*/*/index.ts', 'src/custom/reclamations/index.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [HTTP_CLIENT, { group: ['./*'], allowTypeImports: true, message: "An entity's views load on first use: lazyView(() => import('./View'), 'View')." }] }] },
  },
  ...[
    { files: ['src/App.tsx', 'src/main.tsx', 'src/layout/**', 'src/i18n/**'], extra: [HTTP_CLIENT] },
    // The API calls sit below every screen: they may use the schemas and the texts, nothing above them.
    { files: ['src/dataProvider/**'], extra: [{ group: ['**/custom/**', '**/resources/**', '**/layout/**', '**/App*', '**/authProvider*'], message: 'src/dataProvider imports only src/schemas and src/i18n.' }] },
  ].map(({ files, extra }) => ({
    files,
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...extra,
            { group: ['**/custom/*/**', '!**/custom/account/**'], allowTypeImports: true, message: 'A custom page loads on first use: lazyScreen / lazyView with import().' },
            { group: ['@xyflow/*', 'codemirror', '@codemirror/*', '@mui/x-charts', '@mui/x-charts/*', '@dagrejs/*', 'exceljs', 'pdfmake', 'pdfmake/*'], allowTypeImports: true, message: 'A heavy library belongs to the screen that uses it, loaded on first use.' },
          ],
        },
      ],
    },
  })),
  // The generic screens sit below the modules: src/resources imports nothing of src/custom, not even
  // on first use. A module gives its entities' own views and its field formats from above
  // (src/custom/views.ts, handed over by the app).
  {
    files: ['src/resources/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            HTTP_CLIENT,
            { group: ['**/custom/**'], message: RESOURCES_BELOW_MODULES },
            { group: ['@xyflow/*', 'codemirror', '@codemirror/*', '@mui/x-charts', '@mui/x-charts/*', '@dagrejs/*', 'exceljs', 'pdfmake', 'pdfmake/*'], allowTypeImports: true, message: 'A heavy library belongs to the screen that uses it, loaded on first use.' },
          ],
        },
      ],
      'no-restricted-syntax': ['error', { selector: 'ImportExpression[source.value=/(^|\\/)custom\\//]', message: RESOURCES_BELOW_MODULES }],
    },
  },
  { files: ['scripts/**', '*.js'], languageOptions: { globals: { console: 'readonly', process: 'readonly' } } },
);
