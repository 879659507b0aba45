import fc from 'fast-check';
import { decompressFromEncodedURIComponent } from 'lz-string';
import { describe, expect, it } from 'vitest';
import { worksheetExample } from '@/content/lessons/worksheet-example';
import {
  emptyWorksheet,
  fieldKey,
  fieldKindOf,
  isUriTemplate,
  resourceUriIssue,
  toolNameIssue,
  toToolDefinitions,
  worksheetIssues,
  worksheetPlaygroundHref,
  type Worksheet,
} from './worksheet';
import { WorksheetSchema } from './worksheet-slot';
import { issueLines, issueMessage } from './worksheet-issues';

const ALLOWED = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-.';

describe('the tool name rule', () => {
  it('accepts the specification’s examples', () => {
    for (const name of ['getUser', 'DATA_EXPORT_v2', 'admin.tools.list', 'get_weather']) {
      expect(toolNameIssue(name)).toBeUndefined();
    }
  });

  it('says what is wrong with a bad name', () => {
    expect(toolNameIssue('')).toEqual({ code: 'empty' });
    expect(toolNameIssue('get weather')).toEqual({ code: 'space' });
    expect(toolNameIssue('météo')).toEqual({ code: 'char', char: 'é' });
    expect(toolNameIssue('export,csv')).toEqual({ code: 'char', char: ',' });
    expect(toolNameIssue('a'.repeat(129))).toEqual({ code: 'too-long', length: 129, max: 128 });
    expect(toolNameIssue('a'.repeat(128))).toBeUndefined();
  });

  it('accepts exactly the names of 1 to 128 allowed characters', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 0, maxLength: 140 }), (name) => {
        const valid =
          name.length >= 1 && name.length <= 128 && [...name].every((c) => ALLOWED.includes(c));
        return (toolNameIssue(name) === undefined) === valid;
      }),
    );
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...ALLOWED), minLength: 1, maxLength: 128 }),
        (name) => toolNameIssue(name) === undefined,
      ),
    );
  });
});

describe('resource URIs', () => {
  it('need a scheme and closed template braces', () => {
    expect(resourceUriIssue('entrepot://schema/{base}/{table}')).toBeUndefined();
    expect(resourceUriIssue('file:///docs/spec.md')).toBeUndefined();
    expect(resourceUriIssue('schema/commandes')).toEqual({ code: 'no-scheme' });
    expect(resourceUriIssue('entrepot://schema/{base')).toEqual({ code: 'template-braces' });
    expect(resourceUriIssue('entrepot://a b')).toEqual({ code: 'space' });
    expect(isUriTemplate('entrepot://schema/{base}/{table}')).toBe(true);
    expect(isUriTemplate('orders://schema')).toBe(false);
  });
});

describe('the worksheet', () => {
  it('the course example is valid and becomes tool definitions', () => {
    expect(WorksheetSchema.safeParse(worksheetExample).success).toBe(true);
    expect(worksheetIssues(worksheetExample).size).toBe(0);
    const [list, describeTable] = toToolDefinitions(worksheetExample);
    expect(list).toEqual({
      name: 'list_tables',
      title: 'Lister les tables',
      description: worksheetExample.tools[0]?.description,
      inputSchema: { type: 'object', additionalProperties: false },
      annotations: { readOnlyHint: true },
    });
    expect(describeTable?.inputSchema).toEqual({
      type: 'object',
      additionalProperties: false,
      properties: {
        table: {
          type: 'string',
          description: 'Nom exact de la table, tel que le renvoie list_tables',
        },
      },
      required: ['table'],
    });
  });

  it('flags duplicates, empty descriptions and bad parameter names at their field', () => {
    const ws: Worksheet = {
      ...emptyWorksheet(),
      tools: [
        { id: 'a', name: 'search', title: '', description: '', effect: 'lecture', params: [] },
        {
          id: 'b',
          name: 'search',
          title: '',
          description: 'Cherche.',
          effect: 'destruction',
          params: [
            { id: 'p', name: 'ville natale', type: 'string', description: '', required: true },
            { id: 'q', name: 'x', type: 'number', description: '', required: false },
            { id: 'r', name: 'x', type: 'number', description: '', required: false },
          ],
        },
      ],
    };
    const issues = worksheetIssues(ws);
    expect(issues.get(fieldKey.toolName('a'))).toEqual({ code: 'duplicate' });
    expect(issues.get(fieldKey.toolDescription('a'))).toEqual({ code: 'empty' });
    expect(issues.get(fieldKey.toolDescription('b'))).toBeUndefined();
    expect(issues.get(fieldKey.paramName('b', 'p'))).toEqual({ code: 'space' });
    expect(issues.get(fieldKey.paramName('b', 'r'))).toEqual({ code: 'duplicate' });
  });

  it('maps effects to annotations, which stay hints', () => {
    const tool = { id: 'a', name: 'drop', title: '', description: 'Supprime.', params: [] };
    const defs = toToolDefinitions({
      ...emptyWorksheet(),
      tools: [
        { ...tool, effect: 'lecture' },
        { ...tool, effect: 'ecriture' },
        { ...tool, effect: 'destruction' },
      ],
    });
    expect(defs.map((d) => d.annotations)).toEqual([
      { readOnlyHint: true },
      { readOnlyHint: false, destructiveHint: false },
      { readOnlyHint: false, destructiveHint: true },
    ]);
  });

  it('opens the empty « mon-serveur » scenario with the tools in the URL', () => {
    const href = worksheetPlaygroundHref(worksheetExample);
    const url = new URL(href, 'http://localhost');
    expect(url.pathname).toBe('/bac-a-sable');
    expect(url.searchParams.get('scenario')).toBe('mon-serveur');
    const tools: unknown = JSON.parse(
      decompressFromEncodedURIComponent(url.searchParams.get('outils') ?? '') ?? 'null',
    );
    expect(tools).toEqual(toToolDefinitions(worksheetExample));
  });
});

describe('what the issues say, and where', () => {
  const ws: Worksheet = {
    ...emptyWorksheet(),
    tools: [
      {
        id: 'a',
        name: 'météo',
        title: '',
        description: ' ',
        effect: 'lecture',
        params: [{ id: 'p', name: 'ville!', type: 'string', description: '', required: true }],
      },
    ],
    resources: [{ id: 'r', uri: 'schema/commandes', description: '', mimeType: '' }],
    prompts: [{ id: 'q', name: '', description: '', args: '' }],
  };

  it('reads back the kind of field from its key', () => {
    expect(fieldKindOf(fieldKey.toolName('a'))).toBe('toolName');
    expect(fieldKindOf(fieldKey.toolDescription('a'))).toBe('toolDescription');
    expect(fieldKindOf(fieldKey.paramName('a', 'p'))).toBe('paramName');
    expect(fieldKindOf(fieldKey.resourceUri('r'))).toBe('resourceUri');
    expect(fieldKindOf(fieldKey.promptName('q'))).toBe('promptName');
  });

  it('names each field as the form shows it, and says in French what to fix', () => {
    expect(issueLines(ws, worksheetIssues(ws))).toEqual([
      {
        key: fieldKey.toolName('a'),
        field: 'Outil 1, nom de l’outil',
        message: expect.stringContaining('«\u00A0é\u00A0» n’est pas permis') as unknown,
      },
      {
        key: fieldKey.toolDescription('a'),
        field: 'Outil 1, description',
        message: expect.stringContaining('c’est ce que lit le modèle') as unknown,
      },
      {
        key: fieldKey.paramName('a', 'p'),
        field: 'Outil 1, nom du paramètre 1',
        // A parameter name allows no dot, unlike a tool name: its message says so.
        message: expect.stringMatching(/«\u00A0!\u00A0».*`_` et `-`\.$/) as unknown,
      },
      {
        key: fieldKey.resourceUri('r'),
        field: 'Ressource 1, uri',
        message: expect.stringContaining('Il manque le schéma') as unknown,
      },
      {
        key: fieldKey.promptName('q'),
        field: 'Prompt 1, nom du prompt',
        message: 'Ce champ est nécessaire.',
      },
    ]);
  });

  it('says the length and the limit of a name that is too long', () => {
    const long = { code: 'too-long', length: 129, max: 128 } as const;
    expect(issueMessage(long, 'toolName')).toBe(
      'Trop long\u00A0: 129 caractères pour 128 au plus.',
    );
  });
});
