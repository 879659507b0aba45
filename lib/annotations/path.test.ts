import { describe, expect, it } from 'vitest';
import { formatFieldPath, listFieldPaths, matchesPattern, parsePattern } from './path';

describe('field paths and patterns', () => {
  it('lists every field, array items included, and writes odd keys in brackets', () => {
    const paths = listFieldPaths({
      params: { _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28' } },
      tools: [{ name: 'a' }],
    }).map(formatFieldPath);
    expect(paths).toEqual([
      'params',
      'params._meta',
      'params._meta["io.modelcontextprotocol/protocolVersion"]',
      'tools',
      'tools[0]',
      'tools[0].name',
    ]);
  });

  it('matches keys, any index, any key and any depth', () => {
    const match = (pattern: string, path: (string | number)[]) =>
      matchesPattern(parsePattern(pattern), path);
    expect(match('result.tools[].name', ['result', 'tools', 3, 'name'])).toBe(true);
    expect(match('result.tools[].name', ['result', 'tools', 'x', 'name'])).toBe(false);
    expect(
      match('params._meta["io.modelcontextprotocol/clientInfo"].*', [
        'params',
        '_meta',
        'io.modelcontextprotocol/clientInfo',
        'name',
      ]),
    ).toBe(true);
    expect(match('a.**.type', ['a', 'type'])).toBe(true);
    expect(match('a.**.type', ['a', 'b', 0, 'c', 'type'])).toBe(true);
    expect(match('a.**', ['a'])).toBe(true);
    expect(match('a.b', ['a', 'b', 'c'])).toBe(false);
  });

  it('refuses malformed patterns', () => {
    expect(() => parsePattern('a..b')).toThrow();
    expect(() => parsePattern('a["b')).toThrow();
    expect(() => parsePattern('')).toThrow();
  });
});
