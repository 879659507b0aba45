import { inFrench } from '@/lib/content/parse';
import { decompressFromEncodedURIComponent } from 'lz-string';
import { z } from 'zod';
import { editorMessages } from '@/messages/editor';
import {
  ToolDefinitionSchema,
  type ToolBehaviour,
  type ToolDefinition,
  type ToolSpec,
} from '@/lib/mcp/scenario';
import { parseUntrustedJson } from '@/lib/untrusted/json-limits';

const t = editorMessages;

/** The definition editor's text: the tools exactly as `tools/list` carries them. */
export function definitionsText(specs: readonly ToolSpec[]): string {
  return JSON.stringify(
    specs.map((spec) => spec.definition),
    null,
    2,
  );
}

/** The behaviour editor's text: one behaviour per tool, in the same order. */
export function behavioursText(specs: readonly ToolSpec[]): string {
  return JSON.stringify(
    specs.map((spec) => spec.behaviour),
    null,
    2,
  );
}

/** Pairs definitions with behaviours (same order) into the specs the server registers. */
export function toSpecs(
  definitions: readonly ToolDefinition[],
  behaviours: readonly ToolBehaviour[],
): ToolSpec[] {
  return definitions.map((definition, i) => ({
    definition,
    behaviour: behaviours[i] ?? defaultBehaviour(definition),
  }));
}

/** A sample value for a schema: what a default answer can put in its structured content. */
export function sampleFor(schema: unknown, depth = 0): unknown {
  if (typeof schema !== 'object' || schema === null || depth > 8) return null;
  const s = schema as Record<string, unknown>;
  if (Array.isArray(s.enum) && s.enum.length > 0) return s.enum[0];
  if ('const' in s) return s.const;
  const type: unknown = Array.isArray(s.type) ? (s.type as unknown[])[0] : s.type;
  switch (type) {
    case 'string':
      return 'exemple';
    case 'number':
    case 'integer':
      return typeof s.minimum === 'number' ? s.minimum : 0;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'null':
      return null;
    case 'object': {
      const properties =
        typeof s.properties === 'object' && s.properties !== null
          ? (s.properties as Record<string, unknown>)
          : {};
      const required = Array.isArray(s.required) ? s.required : Object.keys(properties);
      return Object.fromEntries(
        required
          .filter((key): key is string => typeof key === 'string')
          .map((key) => [key, sampleFor(properties[key], depth + 1)]),
      );
    }
    default:
      return null;
  }
}

/** A plain answer for a tool that comes without behaviour (from a worksheet link). */
export function defaultBehaviour(definition: ToolDefinition): ToolBehaviour {
  const structured = definition.outputSchema ? sampleFor(definition.outputSchema) : undefined;
  return {
    checks: [],
    outcome: {
      kind: 'text',
      text: t.defaultAnswer({ name: definition.name }),
      ...(structured !== null &&
        typeof structured === 'object' &&
        !Array.isArray(structured) && { structured: structured as Record<string, unknown> }),
    },
  };
}

export type ToolsParam =
  { kind: 'absent' } | { kind: 'ok'; specs: ToolSpec[] } | { kind: 'damaged'; notice: string };

const ParamSchema = z.array(ToolDefinitionSchema).max(64);

/**
 * Reads `?outils=` (lz-string `compressToEncodedURIComponent` of an array of tool definitions).
 * Never throws: a damaged or invalid parameter gives a French notice.
 */
export function readToolsParam(raw: string | null | undefined): ToolsParam {
  if (raw === null || raw === undefined || raw === '') return { kind: 'absent' };
  let json: string | null = null;
  try {
    json = decompressFromEncodedURIComponent(raw);
  } catch {
    json = null;
  }
  if (!json) return { kind: 'damaged', notice: t.outilsDamaged };
  const read = parseUntrustedJson(json, 'outils');
  if (!read.ok) return { kind: 'damaged', notice: read.message ?? t.outilsDamaged };
  const value = read.value;
  const parsed = ParamSchema.safeParse(value, inFrench);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const detail = issue ? `${issue.path.join('.') || t.schema.root}\u00A0: ${issue.message}` : '';
    return { kind: 'damaged', notice: t.outilsInvalid({ detail }) };
  }
  return {
    kind: 'ok',
    specs: parsed.data.map((definition) => ({
      definition,
      behaviour: defaultBehaviour(definition),
    })),
  };
}
