import js from '@eslint/js';
import nextVitals from 'eslint-config-next/core-web-vitals';
import tseslint from 'typescript-eslint';

// The floors import one way: messages ← lib ← content ← components ← app (README, « Organisation
// du code »). Each floor's zone names what lies above it; dependency-cruiser
// (.dependency-cruiser.cjs) checks the same floors and the absence of loops over the whole graph.
const above = (floors, message) => ({
  regex: `^(@/|(\\.\\./)+)(${floors.join('|')})(/|$)`,
  message,
});
const FRAMEWORK = {
  group: ['react', 'react-dom', 'react/*', 'react-dom/*', 'next', 'next/*'],
  message: 'Cet étage est sans React ni Next : la vue vit dans components/.',
};
const SIDE = above(['scripts', 'tests'], 'Le site n’importe ni les scripts ni les tests.');
const ZONES = {
  messages: [
    {
      regex: '^(@/|\\.\\./)',
      message: 'messages/ est le rez-de-chaussée : il n’importe rien du projet.',
    },
    FRAMEWORK,
  ],
  lib: [
    above(
      ['content', 'components', 'app'],
      'lib/ ne lit pas les étages du dessus : le contenu lui est passé en argument.',
    ),
    FRAMEWORK,
    SIDE,
  ],
  content: [
    above(['components', 'app'], 'content/ est de la donnée : il n’importe pas les vues.'),
    FRAMEWORK,
    SIDE,
  ],
  components: [above(['app'], 'components/ n’importe pas les routes.'), SIDE],
};
const zones = Object.entries(ZONES).map(([floor, patterns]) => ({
  files: [`${floor}/**/*.ts`, `${floor}/**/*.tsx`],
  ignores: ['**/*.test.ts', '**/*.test.tsx'],
  rules: { 'no-restricted-imports': ['error', { patterns }] },
}));

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
  ...zones,
  {
    files: ['**/*.mjs'],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly' },
    },
  },
);
