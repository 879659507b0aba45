import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const outDir = resolve(import.meta.dirname, '..', '..', 'out');

/** Every page of the built site, read from out/ so that new routes are covered on their own. */
export function builtRoutes(): string[] {
  const routes: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '_next') walk(path);
      } else if (entry.name.endsWith('.html') && !entry.name.startsWith('_')) {
        const route = `/${relative(outDir, path).replace(/\.html$/, '')}`;
        if (route === '/404') continue;
        routes.push(route === '/index' ? '/' : route.replace(/\/index$/, ''));
      }
    }
  };
  walk(outDir);
  return routes.sort();
}
