import { describe, expect, it } from 'vitest';
import { createLink } from '@/lib/mcp/link';
import { Trace } from '@/lib/mcp/trace';
import { explainExchange } from './explain';

/** Writes one line to a real framed link and explains what its server end recorded. */
async function explain(line: string) {
  const trace = new Trace(() => 0);
  const link = createLink('meteo', trace, { framed: true });
  link.serverEnd.onerror = () => undefined;
  link.writeRaw('server', line);
  await new Promise((resolve) => setTimeout(resolve, 0));
  const result = explainExchange(line, trace.entries, { request: true });
  return result.lines.map((l) => l.text).join('\n');
}

describe('the terminal explains a line the server’s stdio reader did not take', () => {
  it('states the spec rule, then what this SDK does with text that is not JSON', async () => {
    const text = await explain('pas du json');
    expect(text).toMatch(/ne doit rien écrire/);
    expect(text).toMatch(/saute une telle ligne en silence/);
    expect(text).toMatch(/-32700/);
    expect(text).toMatch(/couper la connexion/);
  });

  it('says JSON that is not JSON-RPC goes to onerror', async () => {
    const text = await explain('{"bonjour": 1}');
    expect(text).toMatch(/onerror/);
    expect(text).toMatch(/-32600/);
    expect(text).not.toMatch(/en silence/);
  });
});
