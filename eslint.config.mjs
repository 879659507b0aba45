import js from '@eslint/js';
import nextVitals from 'eslint-config-next/core-web-vitals';
import tseslint from 'typescript-eslint';

// The layers import one way: lib (domain) ← content (French data) ← components (views) ← app.
const VIEW_IMPORTS = {
  group: [
    'react',
    'react-dom',
    'react/*',
    'react-dom/*',
    'next',
    'next/*',
    '@/components/*',
    '@/app/*',
  ],
  message: 'lib/ est le domaine, sans React ni Next : la vue vit dans components/.',
};
const CONTENT_IMPORTS = {
  group: ['@/content/*', '../content/*', '../../content/*'],
  message:
    'Le moteur (lib/mcp) ne lit pas le contenu : ses textes français lui sont passés (options messages).',
};

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      '.next/',
      'out/',
      'next-env.d.ts',
      'test-results/',
      'playwright-report/',
      '.reports/',
      '.bench/',
      '.scratch/',
    ],
  },
  js.configs.recommended,
  ...nextVitals,
  {
    files: ['**/*.ts', '**/*.tsx'],
    extends: [...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-eval': 'error',
      'no-new-func': 'error',
      'no-implied-eval': 'off',
      '@typescript-eslint/no-implied-eval': 'error',
    },
  },
  {
    files: ['lib/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [VIEW_IMPORTS] }] },
  },
  {
    files: ['lib/mcp/**/*.ts'],
    ignores: ['lib/mcp/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [VIEW_IMPORTS, CONTENT_IMPORTS] }] },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly' },
    },
  },
);
