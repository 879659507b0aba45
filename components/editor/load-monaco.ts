import type { MonacoApi, setModelSchema } from './monaco-setup';

/** What the editors need from Monaco once it is loaded. */
export interface MonacoKit {
  monaco: MonacoApi;
  setModelSchema: typeof setModelSchema;
}

let loading: Promise<MonacoKit> | undefined;

/** Loads Monaco once, on demand (its own chunks, never part of the page's first load). */
export function loadMonaco(): Promise<MonacoKit> {
  loading ??= import('./monaco-setup').then((m) => ({
    monaco: m.monaco,
    setModelSchema: m.setModelSchema,
  }));
  // A failed load (offline before the chunk was cached) may be retried.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
