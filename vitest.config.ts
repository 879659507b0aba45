import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('.', import.meta.url)) },
  },
  test: {
    include: [
      'lib/**/*.test.ts',
      'content/**/*.test.ts',
      'tests/unit/**/*.test.ts',
      // Component tests pick their DOM with a `@vitest-environment happy-dom` docblock.
      'components/**/*.test.tsx',
    ],
    environment: 'node',
    setupFiles: ['tests/setup/components.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
