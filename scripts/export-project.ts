// Writes one scenario server's exported project into the shared test install and prints
// `{ "dir": …, "tsx": … }` (used by the browser test of « Brancher mon serveur »).
//   npx tsx scripts/export-project.ts <scenario> [server] [group]
import { getScenario } from '../content/scenarios';
import { exportedServerFrom } from '../lib/export/server-project';
import {
  ensureExportDependencies,
  tsxCli,
  writeExportedProject,
} from '../lib/export/shared-install';

const [scenarioId = '', serverName, group = 'outil'] = process.argv.slice(2);
const scenario = getScenario(scenarioId);
const spec = scenario?.servers.find((s) => !serverName || s.name === serverName);
if (!scenario || !spec) {
  console.error(`Scénario ou serveur inconnu : « ${scenarioId} » ${serverName ?? ''}`);
  process.exit(1);
}
const base = ensureExportDependencies();
const dir = writeExportedProject(base, exportedServerFrom(scenario, spec), { group });
console.log(JSON.stringify({ dir, tsx: tsxCli(base) }));
