import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import importCycle from './eslint-no-import-cycle.js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Import boundaries (DESIGN.md §2). Each folder below is an element; an import between two elements is checked
// on its resolved path (`@/…`, `@member/shared` and relative imports alike), an import inside one element (one
// feature, one module) never is. Whatever no policy forbids is allowed.
const boundaryElements = [
  ['web-app', 'apps/web/src/app'],
  ['web-feature', 'apps/web/src/features/*'],
  ['web-kit', ['apps/web/src/shared', 'apps/web/src/test']],
  ['backoffice-app', 'apps/backoffice/src/app'],
  ['backoffice-feature', 'apps/backoffice/src/features/*'],
  ['backoffice-kit', 'apps/backoffice/src/shared'],
  ['shared-web-kit', 'packages/web-kit'],
  ['contract', 'packages/shared'],
  ['server-db', 'apps/server/src/db'],
  ['server-lib', 'apps/server/src/lib'],
  ['server-plugin', 'apps/server/src/plugins'],
  ['server-service', 'apps/server/src/services/*'],
  ['server-module', 'apps/server/src/modules/*'],
].map(([type, pattern]) => ({ type, pattern, partialMatch: false }));
const forbid = (from, to, message) => ({
  from: { element: { types: from } },
  disallow: { to: { element: { types: to } } },
  message,
});
const boundaryPolicies = [
  // web: app → features → kit (shared/, test helpers) → packages/shared
  forbid('web-feature', ['web-feature', 'web-app'], 'A feature imports no other feature, nor app: app composes them.'),
  forbid('web-kit', ['web-feature', 'web-app'], 'The kit (shared/, test helpers) imports no feature, nor app.'),
  forbid('contract', '*', 'packages/shared imports nothing from the apps.'),
  // back office: the same one-way flow, app → features → its kit → packages/web-kit → packages/shared
  forbid(
    'backoffice-feature',
    ['backoffice-feature', 'backoffice-app'],
    'A back-office feature imports no other feature, nor app: app composes them.',
  ),
  forbid('backoffice-kit', ['backoffice-feature', 'backoffice-app'], 'The kit (shared/) imports no feature, nor app.'),
  forbid(
    'shared-web-kit',
    ['web-app', 'web-feature', 'web-kit', 'backoffice-app', 'backoffice-feature', 'backoffice-kit'],
    'packages/web-kit imports nothing from the apps.',
  ),
  forbid(
    ['web-app', 'web-feature', 'web-kit'],
    ['backoffice-app', 'backoffice-feature', 'backoffice-kit'],
    'The member app imports nothing of the back office.',
  ),
  forbid(
    ['backoffice-app', 'backoffice-feature', 'backoffice-kit'],
    ['web-app', 'web-feature', 'web-kit'],
    'The back office imports nothing of the member app: what both use lives in packages/web-kit.',
  ),
  // server: db/ → no module, plugin or service; lib/, plugins/ → no module; module → module only via money's entry
  forbid(
    'server-db',
    ['server-module', 'server-plugin', 'server-service'],
    'db/ imports no module, plugin or service.',
  ),
  forbid(['server-lib', 'server-plugin'], 'server-module', 'lib/ and plugins/ import no module.'),
  forbid('server-module', 'server-module', "A module imports another only through modules/money's public entry."),
  {
    from: { element: { types: 'server-module' } },
    allow: { to: { element: { path: 'apps/server/src/modules/money', fileInternalPath: 'index.ts' } } },
  },
  // Tests of other modules make deposits and decide them through money's test helpers.
  {
    from: { element: { types: 'server-module' } },
    allow: { to: { element: { path: 'apps/server/src/modules/money', fileInternalPath: 'test-support.ts' } } },
  },
];

// One lint setup for every workspace; formatting is Prettier's (npm run format).
export default tseslint.config(
  { ignores: ['**/node_modules', '**/dist', '**/data', '**/test-results', '**/playwright-report', '.test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/backoffice/**/*.{ts,tsx}', 'packages/web-kit/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The sandbox game provider's page script runs in the browser, as it is (decision 0105).
    files: ['apps/server/src/modules/game-sandbox/static/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'module' },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': {
        typescript: { project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'] },
      },
      'boundaries/root-path': import.meta.dirname,
      'boundaries/elements': boundaryElements,
    },
    rules: { 'boundaries/dependencies': ['error', { default: 'allow', policies: boundaryPolicies }] },
  },
  {
    // No import cycles (DESIGN.md §2), `import type` and `import()` included: see eslint-no-import-cycle.js.
    files: ['**/*.{ts,tsx}'],
    plugins: { local: importCycle },
    rules: { 'local/no-import-cycle': 'error' },
  },
  prettier,
);
