import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

const frameworks = [
  'react',
  'react-dom',
  'react-dom/*',
  'mobx',
  'mobx-react-lite',
  'inversify',
  'reflect-metadata',
  'primereact',
  'primereact/*',
  'react-router',
  'react-router-dom',
  'fetch-retry',
  'react-final-form',
  'final-form',
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'pacts',
      'reports',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'No dangerouslySetInnerHTML: render text, never HTML from data (DESIGN.md).',
        },
      ],
    },
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Dialogs move focus into themselves on purpose (a PrimeReact component's autoFocus is that).
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    // The core is plain TypeScript: it owns its ports and knows no framework or browser API.
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: frameworks, message: 'src/core imports only itself and yup (DESIGN.md).' },
            {
              group: ['**/adapters/**', '**/presenters/**', '**/views/**', '**/app/**'],
              message: 'Dependencies point inward.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'localStorage',
        'sessionStorage',
        'fetch',
      ],
    },
  },
  {
    files: ['src/presenters/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'primereact', 'primereact/*', 'fetch-retry'],
              message: 'Presenters are testable without React.',
            },
            {
              group: ['**/adapters/**', '**/views/**', '**/app/**'],
              message: 'Presenters depend on the core and the models only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/views/**/*.tsx', 'src/views/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/adapters/**', '**/app/**'],
              message:
                'Views bind to presenters; src/app wires them and may import views, not the reverse.',
            },
          ],
        },
      ],
    },
  },
);
