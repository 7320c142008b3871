import { fileURLToPath, pathToFileURL } from 'node:url';
import { expect, test } from './fixtures';

interface SizeModule {
  /** The budget, defined once in bench/size.mjs (KiB of gzip). */
  FIRST_LOAD_LIMIT_KB?: number;
  measureBundle: (distDir: string) => { firstLoadTotalGzip: number; largestChunk: { file: string; gzip: number } };
}

const DEFAULT_LIMIT_KB = 130;

test('the first load of / stays within the 130 KB gzip budget', async () => {
  const sizeModule = pathToFileURL(fileURLToPath(new URL('../../bench/size.mjs', import.meta.url))).href;
  const distDir = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));
  const { measureBundle, FIRST_LOAD_LIMIT_KB = DEFAULT_LIMIT_KB } = (await import(sizeModule)) as SizeModule;
  const size = await measureBundle(distDir);
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  console.log(
    `first load ${kb(size.firstLoadTotalGzip)} KB gzip (limit ${FIRST_LOAD_LIMIT_KB} KB); largest chunk ${size.largestChunk.file} ${kb(size.largestChunk.gzip)} KB`,
  );
  expect(size.firstLoadTotalGzip).toBeGreaterThan(0);
  expect(size.firstLoadTotalGzip).toBeLessThanOrEqual(FIRST_LOAD_LIMIT_KB * 1024);
});
