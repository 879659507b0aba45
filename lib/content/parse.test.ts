import { spawnSync } from 'node:child_process';
import { deserializeMessage } from '@modelcontextprotocol/client';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ContentError, inFrench, parseContent, safeParseContent } from './parse';

const Schema = z.object({ servers: z.array(z.object({ name: z.string().min(1) })) });

describe('content parsing', () => {
  it('names the failing field and answers in French', () => {
    const outcome = safeParseContent(Schema, { servers: [{ name: 'a' }, { name: 3 }] });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.issues[0]?.path).toBe('servers[1].name');
    expect(outcome.issues[0]?.message).toMatch(/attendu|invalide/i);
  });

  it('throws a ContentError naming the source for shipped content', () => {
    expect(() => parseContent(Schema, { servers: 'x' }, 'scenarios/meteo')).toThrowError(
      ContentError,
    );
    try {
      parseContent(Schema, {}, 'scenarios/meteo');
    } catch (error) {
      expect((error as Error).message).toContain('scenarios/meteo');
      expect((error as Error).message).toContain('servers');
    }
  });

  it('returns the parsed value when the data is valid', () => {
    expect(parseContent(Schema, { servers: [{ name: 'x' }] }, 't').servers[0]?.name).toBe('x');
  });
});

describe('French for the app’s schemas only', () => {
  it('leaves the SDK’s own zod messages in English in the same process', () => {
    expect(() => deserializeMessage('{"jsonrpc":"2.0","id":null,"method":"tools/list"}')).toThrow(
      /Unrecognized key: \\"id\\"/,
    );
    const outcome = safeParseContent(z.object({}).strict(), { id: null });
    expect(outcome.ok || outcome.issues[0]?.message).toMatch(/Clé non reconnue/);
  });

  it('is passed per parse, never set for the whole zod', () => {
    expect(z.string().safeParse(3).error?.issues[0]?.message).toMatch(/^Invalid input/);
    expect(z.string().safeParse(3, inFrench).error?.issues[0]?.message).toMatch(/^Entrée invalide/);
    // A global switch anywhere in the app would reach the SDK again (it shares this zod).
    const found = spawnSync(
      'git',
      [
        'grep',
        '-n',
        '-E',
        String.raw`\bz\.config\(|config\(fr\(`,
        '--',
        'lib',
        'content',
        'components',
        'app',
        'scripts',
      ],
      {
        encoding: 'utf8',
      },
    );
    expect(found.stdout).toBe('');
  });
});
