import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (apps/server), whether this code runs from its source (src/lib/, tests)
 * or from the build (dist/): the files the server ships beside its code (the migrations, the game
 * sandbox's page) stay in src/ and are found from here, so the build copies nothing.
 */
function findServerDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('the server package (apps/server/package.json) was not found');
    dir = parent;
  }
  return dir;
}

export const SERVER_DIR = findServerDir();

/** A path inside the server's source folder (apps/server/src/...). */
export const serverSourcePath = (...parts: string[]) => path.join(SERVER_DIR, 'src', ...parts);
