import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getScenario } from '@/content/scenarios';
import { presentationMessages } from '@/messages/presentation';
import type { ToolSpec } from '@/lib/mcp/scenario';
import type { TraceEntry } from '@/lib/mcp/trace';
import { parseAddress } from '@/lib/address/parse';
import { createSession } from '@/lib/simulation/session';
import {
  exportedServerOf,
  readTraceUpload,
  serverZipFile,
  traceJsonFile,
  traceMarkdownFile,
  type RecordedPart,
} from './downloads';
import { shareLinkOf, shareStateOf } from './share-link';
import { decodeShareState } from './share-state';

const meteo = getScenario('meteo')!;
const multi = getScenario('hote-multi-serveurs')!;
const mine: ToolSpec[] = [
  {
    ...meteo.servers[0]!.tools[0]!,
    definition: { ...meteo.servers[0]!.tools[0]!.definition, name: 'meteo_actuelle' },
  },
];

let entries: readonly TraceEntry[];
beforeAll(async () => {
  const session = createSession(meteo, { revision: '2025-11-25', today: () => '2026-11-29' });
  await session.run();
  entries = [...session.trace.entries];
  await session.dispose();
});

const recorded = (toolOverrides: Record<string, ToolSpec[]> = {}): RecordedPart => ({
  scenarioId: 'meteo',
  revision: '2025-11-25',
  entries,
  toolOverrides,
});

describe('the share link', () => {
  it('reopens the scenario, its revision and step, and the learner’s tools only when there are some', () => {
    const plain = shareLinkOf('https://atelier.example', {
      scenarioId: 'meteo',
      revision: '2026-07-28',
      step: 4,
      toolOverrides: {},
    });
    const encoded = parseAddress(new URL(plain)).share!;
    const decoded = decodeShareState(encoded);
    expect(decoded).toMatchObject({
      ok: true,
      state: { v: 1, scenario: 'meteo', version: '2026-07-28', step: 4 },
      integrity: 'verified',
    });
    expect(decoded.ok && decoded.state.tools).toBeUndefined();
    const shared = shareStateOf({ ...recorded({ meteo: mine }), step: 2 });
    expect(shared.tools?.meteo?.[0]?.definition.name).toBe('meteo_actuelle');
  });

  it('is empty rather than broken when the state cannot be written as a link', () => {
    const link = shareLinkOf('https://atelier.example', {
      scenarioId: 'pas un identifiant !',
      revision: '2025-11-25',
      step: 0,
      toolOverrides: {},
    });
    expect(link).toBe('');
  });
});

describe('trace files', () => {
  it('export a JSON trace that imports back, with the tools each server served', async () => {
    const file = traceJsonFile(recorded({ meteo: mine }), meteo);
    expect(file).toMatchObject({
      name: 'atelier-mcp-meteo-2025-11-25.json',
      type: 'application/json',
    });
    const read = await readTraceUpload(new Blob([file.content as string]));
    if (!read.ok) throw new Error(read.error);
    expect(read.entries).toHaveLength(entries.length);
    expect(read.imported).toMatchObject({ scenario: 'meteo', revision: '2025-11-25' });
    const served = JSON.parse(file.content as string) as {
      definitions: Record<string, { name: string }[]>;
    };
    expect(served.definitions.meteo?.[0]?.name).toBe('meteo_actuelle');
  });

  it('export a Markdown transcript under the scenario’s title', () => {
    const file = traceMarkdownFile(recorded(), meteo);
    expect(file.name).toBe('atelier-mcp-meteo-2025-11-25.md');
    expect(file.content).toContain(meteo.title);
  });

  it('refuse a file that is not a trace, in French', async () => {
    expect(await readTraceUpload(new Blob(['pas du json']))).toEqual({
      ok: false,
      error: presentationMessages.traceFile.notJson,
    });
    expect(await readTraceUpload(new Blob(['{"format":"autre"}']))).toEqual({
      ok: false,
      error: presentationMessages.traceFile.notTrace,
    });
  });

  it('refuse a file too heavy to be a trace without reading it', async () => {
    const text = vi.fn(() => Promise.resolve('{}'));
    const read = await readTraceUpload({ size: 629_000_000, text });
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error).toMatch(/trop lourd \(629\u00A0Mo/);
    expect(text).not.toHaveBeenCalled();
  });
});

describe('« Emporter son serveur »', () => {
  it('offers the chosen server, else the first, with the learner’s tools', () => {
    expect(exportedServerOf(multi, 'incidents', {})?.spec.name).toBe('incidents');
    expect(exportedServerOf(multi, 'inconnu', {})?.spec.name).toBe(multi.servers[0]!.name);
    expect(exportedServerOf(undefined, undefined, {})).toBeUndefined();
    const edited = exportedServerOf(meteo, undefined, { meteo: mine })!;
    expect(edited.exported.edited).toBe(true);
    expect(edited.exported.spec.tools.map((t) => t.definition.name)).toEqual(['meteo_actuelle']);
  });

  it('zips a project whose HTTP mode accepts this site’s pages', () => {
    const { exported } = exportedServerOf(meteo, undefined, {})!;
    const file = serverZipFile(exported, 'https://atelier.example');
    expect(file).toMatchObject({ name: 'atelier-meteo.zip', type: 'application/zip' });
    const files = unzipSync(file.content as Uint8Array);
    const data = JSON.parse(strFromU8(files['atelier-meteo/serveur.json']!)) as {
      allowedOrigins: string[];
    };
    expect(data.allowedOrigins).toEqual(['https://atelier.example']);
  });
});
