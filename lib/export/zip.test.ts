import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zipProject } from './zip';

describe('zipProject', () => {
  it('packs every file under the project folder, byte for byte', () => {
    const zip = zipProject('serveur-meteo', [
      { path: 'server.ts', content: 'console.error("é");\n' },
      { path: 'README.md', content: '# Météo\n' },
    ]);
    const files = unzipSync(zip);
    expect(Object.keys(files).sort()).toEqual([
      'serveur-meteo/README.md',
      'serveur-meteo/server.ts',
    ]);
    expect(strFromU8(files['serveur-meteo/README.md']!)).toBe('# Météo\n');
  });
});
