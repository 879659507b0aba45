import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { afterAll, describe, expect, it } from 'vitest';
import { getScenario } from '@/content/scenarios';
import { buildServerProject, exportedServerFrom } from './server-project';

const meteo = getScenario('meteo')!;
const server = exportedServerFrom(meteo.servers[0]!);
const dir = mkdtempSync(join(tmpdir(), 'atelier-export-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the exported server project', () => {
  it('has a package.json, one server.ts on the official SDK, and a French README', () => {
    const files = buildServerProject(server);
    expect(files.map((f) => f.path).sort()).toEqual([
      'README.md',
      'package.json',
      'server.ts',
      'tsconfig.json',
    ]);
    const source = files.find((f) => f.path === 'server.ts')!.content;
    expect(source).toContain("from '@modelcontextprotocol/server'");
    expect(source).toContain('serveStdio(');
    expect(source).not.toMatch(/console\.log|eval\(|new Function/);
    const readme = files.find((f) => f.path === 'README.md')!.content;
    expect(readme).toContain('claude mcp add meteo');
    expect(readme).toContain('claude_desktop_config.json');
  });

  it('installs, starts over stdio, and the official client lists and calls its tools (both revisions)', async () => {
    for (const file of buildServerProject(server))
      writeFileSync(join(dir, file.path), file.content);
    execFileSync(
      'npm',
      ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'],
      {
        cwd: dir,
        stdio: 'pipe',
        timeout: 240_000,
      },
    );
    for (const mode of ['legacy', 'modern'] as const) {
      const client = new Client(
        { name: 'test', version: '1.0.0' },
        mode === 'modern' ? { versionNegotiation: { mode: { pin: '2026-07-28' } } } : {},
      );
      await client.connect(
        new StdioClientTransport({
          command: join(dir, 'node_modules', '.bin', 'tsx'),
          args: ['server.ts'],
          cwd: dir,
          stderr: 'pipe',
        }),
      );
      expect(client.getProtocolEra()).toBe(mode);
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name)).toEqual(['get_weather']);
      expect(tools[0]).toMatchObject(meteo.servers[0]!.tools[0]!.definition);
      const result = await client.callTool({ name: 'get_weather', arguments: { ville: 'Nantes' } });
      expect(result.content).toEqual([
        { type: 'text', text: 'À Nantes, il fait 18\u00A0°C sous un ciel dégagé.' },
      ]);
      expect(result.structuredContent).toEqual({
        ville: 'Nantes',
        temperature: 18,
        conditions: 'ciel dégagé',
      });
      const invalid = await client.callTool({ name: 'get_weather', arguments: {} });
      expect(invalid.isError).toBe(true);
      await client.close();
    }
  }, 300_000);
});
