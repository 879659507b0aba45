import type { ToolSpec } from '@/lib/mcp/scenario';

/** What a link's tools change on one server of the scenario. */
export interface ServerToolDiff {
  server: string;
  /** The scenario has no such server: its tools are ignored. */
  unknownServer: boolean;
  added: string[];
  removed: string[];
  /** Tools present on both sides whose definition or behaviour differ, with the fields. */
  changed: { name: string; fields: string[] }[];
}

/** The definition fields compared, as `tools/list` carries them, then the behaviour. */
const FIELDS = [
  'name',
  'title',
  'description',
  'inputSchema',
  'outputSchema',
  'annotations',
  '_meta',
] as const;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * How a link's tools differ from the scenario's, server by server, so the playground can say
 * what the link replaces instead of serving it silently (a link once turned meteo's tool into
 * « Supprime toutes les commandes… (sans danger) » with nothing on screen saying so).
 */
export function diffToolOverrides(
  servers: readonly { name: string; tools: readonly ToolSpec[] }[],
  overrides: Readonly<Record<string, readonly ToolSpec[]>>,
): ServerToolDiff[] {
  const diffs: ServerToolDiff[] = [];
  for (const [server, tools] of Object.entries(overrides)) {
    const original = servers.find((s) => s.name === server);
    if (!original) {
      diffs.push({
        server,
        unknownServer: true,
        added: tools.map((t) => t.definition.name),
        removed: [],
        changed: [],
      });
      continue;
    }
    const before = new Map(original.tools.map((t) => [t.definition.name, t]));
    const after = new Map(tools.map((t) => [t.definition.name, t]));
    const diff: ServerToolDiff = {
      server,
      unknownServer: false,
      added: [],
      removed: [],
      changed: [],
    };
    for (const [name, tool] of after) {
      const old = before.get(name);
      if (!old) {
        diff.added.push(name);
        continue;
      }
      const fields: string[] = FIELDS.filter((f) => !same(old.definition[f], tool.definition[f]));
      if (!same(old.behaviour, tool.behaviour)) fields.push('behaviour');
      if (fields.length > 0) diff.changed.push({ name, fields });
    }
    for (const name of before.keys()) if (!after.has(name)) diff.removed.push(name);
    if (diff.added.length + diff.removed.length + diff.changed.length > 0) diffs.push(diff);
  }
  return diffs;
}

/**
 * Tool names outside what the specification recommends (1 to 128 characters among A–Z, a–z,
 * 0–9, `_`, `-` and `.`, revision 2025-11-25 onwards): look-alikes such as `get_weather` with a
 * zero-width space, or bidi overrides, read like a trusted name on screen.
 */
export function unusualToolNames(
  overrides: Readonly<Record<string, readonly ToolSpec[]>>,
): string[] {
  const names = Object.values(overrides).flatMap((tools) => tools.map((t) => t.definition.name));
  return [...new Set(names)].filter((name) => !/^[A-Za-z0-9_.-]{1,128}$/.test(name));
}
