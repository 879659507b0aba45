// Run by scripts/bench/simulation.ts in a fresh process, under the page's conditions; prints one
// JSON line ({ ms }).
// - `<revision>`: the very first handshake in that revision, as a page pays it. The session
//   module is loaded first, as the playground's loader does, which schedules the SDK's warm-up;
//   the loader then yields to the browser between its stages (the warm-up runs there); a session
//   is built, its server listens, and the client's handshake alone is timed, trace on.
// - `warm-up`: what that warm-up costs, paid before the handshake in tasks of its own: the SDK's
//   `preloadSchemas()` of the client, then of the server, timed once the packages are loaded.
import type { Revision } from '../../../lib/mcp/revisions';

/** As many yields as the playground's loader makes between the session module and the views. */
const LOADER_YIELDS = 3;

async function warmUp(): Promise<number> {
  const client = await import('@modelcontextprotocol/client');
  const server = await import('@modelcontextprotocol/server');
  const t0 = performance.now();
  client.preloadSchemas();
  server.preloadSchemas();
  return performance.now() - t0;
}

async function firstHandshake(revision: Revision): Promise<number> {
  const { createSession } = await import('../../../lib/simulation/session');
  const { getScenario } = await import('../../../content/scenarios');
  const meteo = getScenario('meteo');
  if (!meteo) throw new Error('scénario meteo introuvable');
  for (let i = 0; i < LOADER_YIELDS; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  const session = createSession(meteo, { revision });
  const connection = session.connection('meteo');
  await connection.server.prepare();
  connection.serve();
  const t0 = performance.now();
  await connection.client.connect(connection.link.clientEnd);
  const elapsed = performance.now() - t0;
  await session.dispose();
  return elapsed;
}

const what = process.argv[2];
const ms = what === 'warm-up' ? await warmUp() : await firstHandshake(what as Revision);
console.log(JSON.stringify({ ms }));
process.exit(0);
