import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { annotationRules } from '.';
import { compiledAnnotationsText } from './compile';
import { annotator, summaries } from './runtime';

describe('the compiled annotations the pages read', () => {
  it('are the validated content of content/annotations, up to date', () => {
    const written = readFileSync(resolve(import.meta.dirname, 'compiled.json'), 'utf8');
    // Stale: run « npx tsx scripts/record-compiled-content.ts ».
    expect(written).toBe(compiledAnnotationsText());
  });

  it('carry the defaults the schemas fill in, and annotate as the sources do', () => {
    const withDefaults = annotationRules.find((rule) => rule.on.includes('*'));
    expect(withDefaults?.revisions.length).toBeGreaterThan(0);
    expect(summaries['request:server/discover']).toContain('{{server}}');
    expect(
      annotator.annotate('request:tools/call', ['params', 'name'], '2025-11-25', {
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'get_weather' },
      })?.rule.label,
    ).toBeTruthy();
  });
});
