// Simulation benchmarks (Node): handshake time per revision, recorded tools/call round trips
// per second with the tap on, and the gzipped size of the simulation's browser bundle.
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { getScenario } from '../../content/scenarios';
import { REVISIONS } from '../../lib/mcp/revisions';
import { Session } from '../../lib/mcp/session';

const root = resolve(import.meta.dirname, '..', '..');
const meteo = getScenario('meteo');
if (!meteo) throw new Error('scénario meteo introuvable');

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

console.log('Poignée de main (client + serveur du SDK, transport en mémoire, trace active)');
for (const revision of REVISIONS) {
  const times: number[] = [];
  for (let i = 0; i < 60; i += 1) {
    const session = new Session(meteo, { revision });
    await session.perform({ do: 'serve', server: 'meteo' });
    const t0 = performance.now();
    await session.client('meteo')?.connect(session.link('meteo')!.clientEnd);
    times.push(performance.now() - t0);
    await session.dispose();
  }
  // The first connection pays for lazy schema building: reported apart.
  const [first, ...rest] = times;
  console.log(
    `  ${revision} : première ${first?.toFixed(1)} ms, puis médiane ${percentile(rest, 50).toFixed(2)} ms, p95 ${percentile(rest, 95).toFixed(2)} ms`,
  );
}

console.log('\nAppels tools/call enregistrés (10 000 allers-retours séquentiels, trace active)');
for (const revision of ['2026-07-28', '2025-11-25'] as const) {
  const session = new Session(meteo, { revision });
  await session.perform({ do: 'connect' });
  const client = session.client('meteo')!;
  const calls = 10_000;
  const t0 = performance.now();
  for (let i = 0; i < calls; i += 1) {
    await client.callTool({ name: 'get_weather', arguments: { ville: 'Lyon' } });
  }
  const seconds = (performance.now() - t0) / 1000;
  const recorded = session.trace.entries.filter(
    (e) => e.type === 'message' && e.method === 'tools/call',
  ).length;
  const rate = calls / seconds;
  console.log(
    `  ${revision} : ${Math.round(rate).toLocaleString('fr-FR')} appels/s (${recorded} messages tools/call enregistrés) — objectif 10 000/s : ${rate >= 10_000 ? 'atteint' : 'NON atteint'}`,
  );
  await session.dispose();
}

console.log('\nTaille du paquet de la simulation pour le navigateur (esbuild, minifié, gzip -9)');
const result = await build({
  entryPoints: [resolve(root, 'lib/mcp/session.ts')],
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  minify: true,
  write: false,
  outdir: resolve(root, '.bench/simulation'),
  logLevel: 'silent',
  loader: { '.wasm': 'file', '.data': 'file' },
  // PGlite's Node-only branches are never taken in the browser (Turbopack drops them too).
  external: ['node:*'],
});
let total = 0;
for (const file of result.outputFiles.filter((f) => f.path.endsWith('.js'))) {
  const gz = gzipSync(file.contents, { level: 9 }).length;
  total += gz;
  const name = file.path.split('/').at(-1);
  const role = file.path.endsWith('session.js')
    ? 'entrée (SDK client + serveur + zod)'
    : 'chargé à la demande';
  console.log(`  ${name} : ${(gz / 1024).toFixed(1)} Ko gzip — ${role}`);
}
console.log(`  total JavaScript : ${(total / 1024).toFixed(1)} Ko gzip`);
process.exit(0);
