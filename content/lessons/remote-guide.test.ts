import { describe, expect, it } from 'vitest';
import { getLesson } from '@/content/lessons';
import { corsNeeds } from '@/lib/remote/cors';

describe('the lesson section on pointing the playground at one’s own server', () => {
  it('lists, per revision, what the browser client needs granted, from lib/remote/cors', () => {
    const lesson = getLesson('revisions')!;
    const section = lesson.sections.find((s) => s.id === 'brancher-son-serveur');
    expect(section?.title).toBe('Brancher votre propre serveur');
    const table = section?.blocks.find((b) => b.type === 'table');
    expect(table?.type).toBe('table');
    const rows = table?.type === 'table' ? table.rows : [];
    expect(rows).toHaveLength(2);
    for (const [row, revision] of [
      [rows[0]!, '2026-07-28'],
      [rows[1]!, '2025-11-25'],
    ] as const) {
      const needs = corsNeeds(revision);
      for (const header of needs.requestHeaders) expect(row[2]).toContain(`\`${header}\``);
      for (const method of needs.methods) expect(row[1]).toContain(`\`${method}\``);
    }
    expect(rows[0]![2]).toContain('`mcp-method`');
    expect(rows[1]![3]).toContain('`mcp-session-id`');
  });
});
