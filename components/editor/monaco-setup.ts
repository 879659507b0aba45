// Loaded only when the learner opens the editor (dynamic import): Monaco never reaches lessons,
// quizzes, nor the playground until asked for. Slim entry points keep the chunk smaller.
import * as monaco from 'monaco-editor/editor';
import { jsonDefaults } from 'monaco-editor/languages/features/json/register';
import 'monaco-editor/features/codicon/register';
import 'monaco-editor/features/hover/register';
import 'monaco-editor/features/suggest/register';
import 'monaco-editor/features/find/register';
import 'monaco-editor/features/folding/register';
import 'monaco-editor/features/bracketMatching/register';
import 'monaco-editor/features/clipboard/register';
import 'monaco-editor/features/contextmenu/register';
import 'monaco-editor/features/comment/register';
import 'monaco-editor/features/cursorUndo/register';
import 'monaco-editor/features/format/register';
import 'monaco-editor/features/gotoError/register';
import 'monaco-editor/features/indentation/register';
import 'monaco-editor/features/linesOperations/register';
import 'monaco-editor/features/multicursor/register';
import 'monaco-editor/features/smartSelect/register';
import 'monaco-editor/features/snippet/register';
import 'monaco-editor/features/wordHighlighter/register';
import 'monaco-editor/features/wordOperations/register';

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
