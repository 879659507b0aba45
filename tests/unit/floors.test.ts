import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The ESLint zones of eslint.config.mjs, tried on a probe text that climbs a floor. Each probe is
// linted as if it were a real file of that floor, so the project's whole configuration applies.
const root = resolve(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: root });

async function floorErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, filePath) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => m.message);
}

const probes: { floor: string; file: string; up: string[]; down: string[] }[] = [
  {
    floor: 'messages',
    file: 'messages/site.ts',
    up: ['@/lib/mcp/revisions', '@/content/scenarios', '../lib/mcp/revisions', 'react'],
    down: ['./message'],
  },
  {
    floor: 'lib',
    file: 'lib/mcp/revisions.ts',
    up: [
      '@/content/scenarios',
      '../../content/scenarios',
      '@/components/ui/button',
      '@/app/page',
      '@/tests/fixtures/scenarios',
      'react',
      'next/link',
    ],
    down: ['@/messages/site', './step-key', '@/lib/runtime/template'],
  },
  {
    floor: 'content',
    file: 'content/glossary/index.ts',
    up: ['@/components/ui/button', '../../app/page', 'react'],
    down: ['@/messages/site', '@/lib/mcp/revisions', '../scenarios'],
  },
  {
    floor: 'components',
    file: 'components/ui/button.tsx',
    up: ['@/app/page', '@/scripts/lib/step-index'],
    down: ['@/content/scenarios', '@/lib/mcp/revisions', '@/messages/site', 'react'],
  },
];

describe('the floors, as ESLint keeps them', () => {
  for (const { floor, file, up, down } of probes) {
    it(`refuses every import above ${floor}/ and lets the ones below through`, async () => {
      for (const source of up) {
        const errors = await floorErrors(file, `import '${source}';\n`);
        expect(errors, `${file} importing ${source}`).toHaveLength(1);
        expect(errors[0]).toMatch(/\p{L}/u);
      }
      for (const source of down) {
        expect(await floorErrors(file, `import '${source}';\n`), source).toEqual([]);
      }
    });
  }
});
