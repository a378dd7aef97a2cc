// @ts-check
// ESLint for the whole repository (docs/tooling.md): the correctness rules of ESLint and
// typescript-eslint (the set that needs no type information, so it stays fast), React's hook rules,
// and the folder rules of the READMEs as import zones, with no import cycles.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/** Test files: they may also import the shared test support in tests/support/. */
const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx'];

/**
 * The folder rules of the READMEs (README.md's Layout, src/, machines/, contract/, server/ and
 * scripts/ READMEs). `target` is the importing file, `from` what it may not import; `except` is
 * allowed inside `from`. Packages resolve into node_modules/, which is allowed wherever `from` is
 * the whole repository.
 * @param {{ testFiles?: boolean }} [options] zones as they apply to test files
 */
function zones({ testFiles = false } = {}) {
  const testSupport = testFiles ? ['./tests/support'] : [];
  return [
    {
      target: './machines',
      from: '.',
      except: ['./machines', './contract', './node_modules', ...testSupport],
      message: 'machines/ imports only contract/, sibling machines and packages (machines/README.md).',
    },
    {
      target: './contract',
      from: '.',
      except: ['./contract', './node_modules', ...testSupport],
      message: 'contract/ imports nothing of ours but contract/ (contract/README.md).',
    },
    {
      target: './src',
      from: ['./server', './scripts'],
      message: 'src/ never imports server/ or scripts/ (src/README.md).',
    },
    {
      target: './server',
      from: './src',
      message: 'server/ never imports src/ (README.md, Layout).',
    },
    {
      target: './scripts',
      from: './src',
      message: 'scripts/ never imports src/ (scripts/README.md).',
    },
    {
      target: './src/components',
      from: ['./src/app', './src/features', './src/pages', './src/admin'],
      message: 'src/components/ is the UI kit: it imports nothing of app/, features/ or pages/, nor of the console (src/README.md).',
    },
    {
      target: './src/admin',
      from: ['./src/app', './src/features', './src/pages'],
      message:
        'The console (src/admin/) never imports the shop\'s app/, features/ or pages/: a rule both need goes down into contract/ or a machine (src/README.md, "A second app").',
    },
    {
      target: ['./src/app', './src/features', './src/pages', './src/main.tsx'],
      from: './src/admin',
      message: 'The shop never imports the console (src/admin/) (src/README.md, "A second app").',
    },
    {
      target: './src/features',
      from: './src/pages',
      message: 'src/features/ never imports src/pages/ (src/README.md).',
    },
    {
      target: './src/api',
      from: '.',
      except: ['./src/api', './contract', './node_modules'],
      message: 'src/api/ imports only contract/ and packages (src/README.md).',
    },
    {
      target: ['./src/i18n', './src/styles'],
      from: ['./src/app', './src/features', './src/pages', './src/admin'],
      message: 'src/i18n/ and src/styles/ import nothing of app/, features/ or pages/ (src/README.md).',
    },
  ];
}

export default defineConfig(
  globalIgnores([
    'dist/',
    'data/',
    '.data-test/',
    'test-results/',
    'playwright-report/',
    'bench-results/',
    'machines-json/',
    'coverage/',
    'public/',
    'server/db/migrations/',
  ]),
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        // tsconfig.json refers to the web, node and test configs: one resolver for all three.
        createTypeScriptImportResolver({ project: 'tsconfig.json' }),
      ],
    },
    rules: {
      // A name that starts with `_` is unused on purpose (machines/README.md: `_params` of a provided
      // action), as is the rest sibling of a property taken out (`{ rel: _rel, ...attrs }`).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      // Our errors say the cause in their own words (`... does not answer: <its message>`); a `cause`
      // would change what the logs and the CLIs print.
      'preserve-caught-error': 'off',
      // Packages are not followed (nothing of ours is reached through them); type-only imports never
      // make a cycle (import-x skips them).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: zones() }],
    },
  },
  {
    files: TEST_FILES,
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: zones({ testFiles: true }) }],
    },
  },
  {
    // The shared test harnesses: `api<T = any>()` answers a reply of whatever shape the test reads,
    // and the model-test rewrite walks machine configs that have no static type.
    files: ['tests/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
