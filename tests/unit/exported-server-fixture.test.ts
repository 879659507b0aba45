import { describe, expect, it } from 'vitest';
import { startExportedServer } from '../fixtures/exported-server';

describe('the exported-server fixture', () => {
  it('serves the exported project over HTTP until stopped, then frees its port', async () => {
    const server = await startExportedServer({ scenario: 'meteo' });
    const discover = () =>
      fetch(server.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          'mcp-protocol-version': '2025-11-25',
        },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'initialize',
          params: {
            protocolVersion: '2025-11-25',
            capabilities: {},
            clientInfo: { name: 'fixture', version: '1' },
          },
        }),
      });
    const answer = await (await discover()).text();
    expect(answer).toContain('"name":"meteo"');
    await server.stop();
    await expect(discover()).rejects.toThrow();
  }, 60_000);
});
