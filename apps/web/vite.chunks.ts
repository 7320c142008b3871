import type { Plugin } from 'vite';

/**
 * The member pages' shared code in a few chunks instead of dozens of one-kilobyte ones (issue 11): on a
 * phone's network each file costs a round trip, six at a time over HTTP/1.1, so a page waiting for 40
 * small files paints a second later than one waiting for 10.
 *
 * A module of the app may join a merged chunk only if nothing it imports, however deep, is a library
 * outside the core every member page already has: merging a form
 * schema into a chunk the deposit page loads would make that page download zod, and a chart or socket
 * module would bring Chartist or socket.io along. The plugin works that out from the module graph
 * once the build has read every module, before the chunks are made.
 */

/** The packages' barrels: side-effect free re-exports, so what an import of one brings is what it names. */
const BARREL = /[\\/]packages[\\/](shared|web-kit)[\\/]src[\\/]index\.ts$/;
/** `import { a, b as c } from '@member/shared'` (or a re-export) in a module's code: the names and the package. */
const BARREL_IMPORT = /(?:import|export)\s*\{([^}]*)\}\s*from\s*["']@member\/(shared|web-kit)["']/g;
const UNKNOWN = '\0unknown';
const APP_SOURCE = /[\\/](apps[\\/]web|packages[\\/](shared|web-kit))[\\/]src[\\/][^?]*\.tsx?$/;
/**
 * Libraries the member pages all load anyway (the entry's, and dayjs for the dates of every money
 * screen): sharing a chunk with them costs a page nothing extra.
 */
const CORE_LIBRARY =
  /node_modules[\\/](preact|react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack|zustand|use-sync-external-store|dayjs)[\\/]/;

const GROUP_NAME = 'app';
/** The group's chunks are named after the entries sharing them (`app~deposit-route~…`). */
const isMergedChunk = (name: string) => name === GROUP_NAME || name.startsWith(`${GROUP_NAME}~`);

export function sharedAppChunks() {
  const mergeable = new Set<string>();
  const plugin: Plugin = {
    name: 'member-shared-app-chunks',
    apply: 'build',
    buildEnd() {
      const appModules = [...this.getModuleIds()].filter((id) => APP_SOURCE.test(id));
      const info = (id: string) => this.getModuleInfo(id);
      // Which module behind a barrel defines each name it re-exports.
      const barrels = new Map<string, Map<string, string>>();
      for (const barrel of appModules.filter((id) => BARREL.test(id))) {
        const definedIn = new Map<string, string>();
        for (const module of info(barrel)?.importedIds ?? [])
          for (const name of info(module)?.exports ?? []) definedIn.set(name, module);
        barrels.set(barrel.match(BARREL)?.[1] ?? '', definedIn);
      }
      /** What a module really imports: through a barrel, only the modules defining the names it takes. */
      const importsOf = new Map<string, string[]>();
      for (const id of appModules) {
        if (BARREL.test(id)) continue;
        const direct = (info(id)?.importedIds ?? []).filter((imported) => !BARREL.test(imported));
        const viaBarrels = [...(info(id)?.code ?? '').matchAll(BARREL_IMPORT)].flatMap(([, names = '', pkg = '']) =>
          names.split(',').flatMap((part) => {
            const name = part.trim().split(/\s+as\s+/)[0] ?? '';
            if (name === '' || name === 'type') return [];
            // A name the barrel does not know is counted as heavy: the guard below would catch it anyway.
            return [barrels.get(pkg)?.get(name) ?? UNKNOWN];
          }),
        );
        importsOf.set(id, [...direct, ...viaBarrels]);
      }
      // What the entry imports stays in the entry (a guest's first load must not grow with member code)
      // and costs the pages nothing.
      const inEntry = new Set<string>();
      const visit = (id: string) => {
        if (inEntry.has(id) || !importsOf.has(id)) return;
        inEntry.add(id);
        for (const imported of importsOf.get(id) ?? []) visit(imported);
      };
      // The entry is index.html's script module, which imports main.tsx.
      for (const id of this.getModuleIds())
        if (info(id)?.isEntry) for (const first of info(id)?.importedIds ?? []) visit(first);
      // Start from every other app module and strike out, until nothing changes, each one importing
      // something neither core nor still standing: cycles settle without a special case.
      const isLight = (id: string) => CORE_LIBRARY.test(id) || inEntry.has(id) || mergeable.has(id);
      mergeable.clear();
      for (const id of importsOf.keys()) if (!inEntry.has(id)) mergeable.add(id);
      for (let changed = true; changed;) {
        changed = false;
        for (const id of mergeable) {
          if (importsOf.get(id)?.every(isLight)) continue;
          mergeable.delete(id);
          changed = true;
        }
      }
    },
    // The analysis reads barrel imports from the code; in case it ever misreads one, the build fails if
    // any merged chunk, directly or through its imports, brings a library beyond the core.
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])),
      );
      // What the entry loads is loaded before any page: a merged chunk may import it freely.
      const loadedFirst = new Set<string>();
      const load = (fileName: string) => {
        if (loadedFirst.has(fileName)) return;
        loadedFirst.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) load(imported);
      };
      for (const chunk of chunks.values()) if (chunk.isEntry) load(chunk.fileName);
      const heavyIn = (fileName: string, seen = new Set<string>()): string | null => {
        if (seen.has(fileName) || loadedFirst.has(fileName)) return null;
        seen.add(fileName);
        const chunk = chunks.get(fileName);
        if (!chunk) return null;
        const library = chunk.moduleIds.find((id) => /node_modules/.test(id) && !CORE_LIBRARY.test(id));
        if (library) return library;
        for (const imported of chunk.imports) {
          const found = heavyIn(imported, seen);
          if (found) return found;
        }
        return null;
      };
      for (const chunk of chunks.values()) {
        if (!isMergedChunk(chunk.name)) continue;
        const library = heavyIn(chunk.fileName);
        if (library) this.error(`${chunk.fileName} (merged app code) brings ${library} to every page that loads it`);
      }
    },
  };
  return {
    plugin,
    /** Short file names for the merged chunks: their given names list every page that shares them. */
    chunkFileNames: (chunk: { name: string }) =>
      isMergedChunk(chunk.name) ? `assets/${GROUP_NAME}-[hash].js` : 'assets/[name]-[hash].js',
    groups: [
      /** Shared app modules, merged while each merged piece stays small. */
      {
        name: GROUP_NAME,
        test: (id: string) => mergeable.has(id),
        minShareCount: 2,
        maxSize: 60_000,
        includeDependenciesRecursively: false,
      },
    ],
  };
}
