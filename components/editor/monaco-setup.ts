// Loaded only when the learner opens the editor (dynamic import): Monaco never reaches lessons,
// quizzes, nor the playground until asked for. Slim entry points (no bundled languages other
// than JSON) keep the chunk smaller than `import 'monaco-editor'`.
import * as monaco from 'monaco-editor/editor';
import { jsonDefaults } from 'monaco-editor/languages/features/json/register';
// Every editor feature: a hand-picked subset failed at run time (features need services that
// other features register, e.g. ICodeLensCache, treeViewsDndService).
import 'monaco-editor/features/register.all';

declare global {
  interface Window {
    MonacoEnvironment?: { getWorker(workerId: string, label: string): Worker };
  }
}

// Every label needs a worker, otherwise Monaco falls back to fetching one and 404s.
window.MonacoEnvironment = {
  getWorker(_workerId: string, label: string): Worker {
    if (label === 'json') {
      return new Worker(new URL('./json.worker.ts', import.meta.url), { type: 'module' });
    }
    return new Worker(new URL('./editor.worker.ts', import.meta.url), { type: 'module' });
  },
};

const schemas = new Map<string, { uri: string; fileMatch: string[]; schema: object }>();

function publishSchemas(): void {
  // Our own rules give French markers; the worker's English syntax and schema messages are
  // switched off, while its completion and hover keep using the schemas.
  jsonDefaults.setDiagnosticsOptions({
    validate: false,
    allowComments: false,
    enableSchemaRequest: false,
    schemas: [...schemas.values()],
  });
}

/** Gives a model (by URI) a JSON Schema for completion and hover documentation. */
export function setModelSchema(modelUri: string, schema: object | undefined): void {
  if (schema) {
    schemas.set(modelUri, { uri: `${modelUri}#schema`, fileMatch: [modelUri], schema });
  } else schemas.delete(modelUri);
  publishSchemas();
}

publishSchemas();

export { monaco };
export type MonacoApi = typeof monaco;
