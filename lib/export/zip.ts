import { strToU8, zipSync } from 'fflate';
import type { ProjectFile } from './server-project';

/** Packs project files into one zip archive (under a folder of the project's name). */
export function zipProject(folder: string, files: readonly ProjectFile[]): Uint8Array {
  return zipSync(
    Object.fromEntries(files.map((file) => [`${folder}/${file.path}`, strToU8(file.content)])),
    { level: 6 },
  );
}
