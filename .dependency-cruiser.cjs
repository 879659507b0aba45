// The floors of the house, checked on every `npm test` (README, « Organisation du code »):
//   messages ← lib ← content ← components ← app
// An import may go down or stay on its floor, never up; and no import loops, between files or
// between folders. Tests and scripts stand beside the house: they may read any floor, so they
// are left out of the cruise (a folder-level rule would otherwise count a test's imports as
// its folder's).
const FLOORS = ['messages', 'lib', 'content', 'components', 'app'];

const upward = FLOORS.slice(0, -1).map((floor, i) => ({
  name: `${floor}-ne-monte-pas`,
  comment: `${floor}/ n’importe pas les étages du dessus (${FLOORS.slice(i + 1).join(', ')}).`,
  severity: 'error',
  from: { path: `^${floor}/` },
  to: { path: `^(${FLOORS.slice(i + 1).join('|')})/` },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...upward,
    {
      name: 'pas-de-boucle',
      comment: 'Aucune boucle d’importations entre fichiers (les importations de types comptent).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'pas-de-boucle-entre-dossiers',
      comment: 'Aucune boucle entre dossiers : chaque dossier de lib/ a son étage.',
      severity: 'error',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    includeOnly: `^(${FLOORS.join('|')})/`,
    exclude: { path: ['\\.test\\.tsx?$', '^lib/export/runtime-source\\.ts$'] },
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
