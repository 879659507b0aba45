/**
 * A presenter state as another window could forge it: well formed but for one tool whose
 * `_meta` nests `depth` arrays. Tests use it to check the audience window refuses it in French.
 */
export function deeplyNestedState(depth: number) {
  let deep: unknown = 1;
  for (let i = 0; i < depth; i += 1) deep = [deep];
  return {
    type: 'state',
    state: {
      scenario: 'meteo',
      version: '2026-07-28',
      step: 1,
      tools: {
        meteo: [
          {
            definition: { name: 'x', inputSchema: { type: 'object' }, _meta: { deep } },
            behaviour: { outcome: { kind: 'text', text: 'ok' } },
          },
        ],
      },
    },
  };
}
