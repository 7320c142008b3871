import type { ModuleInfo, OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * The member pages' shared code in two chunks instead of dozens of one-kilobyte ones (issue 11): on a
 * phone's network each file costs a round trip, six at a time over HTTP/1.1, so a page waiting for 40
 * small files paints a second later than one waiting for three.
 *
 * A module of the app may join the merged chunk only if nothing it imports, however deep, is a library
 * outside the core every member page already has: merging a form schema into a chunk the deposit page
 * loads would make that page download zod, and a chart or socket module would bring Chartist or
 * socket.io along. The plugin works that out from the module graph once the build has read every
 * module, before the chunks are made, and checks the chunks it got once they are made. What the entry
 * and a guest's first screen import goes into the first merged chunk, the rest into the second, so a
 * guest's first visit does not download the member pages' shared code.
 */

/** The shared code a guest's first screen runs, and the rest of the pages' shared code. */
const GROUP_NAME = 'app';
const LATER_GROUP_NAME = 'app-pages';
const APP_SOURCE = /[\\/](apps[\\/]web|packages[\\/](shared|web-kit))[\\/]src[\\/][^?]*\.tsx?$/;
/** The packages' barrels: side-effect free re-exports, so what an import of one brings is what it names. */
const BARREL = /[\\/]packages[\\/](shared|web-kit)[\\/]src[\\/]index\.ts$/;
/** `import { a, b as c } from '@member/shared'` (or a re-export) in a module's code: the names and the package. */
const BARREL_IMPORT = /(?:import|export)\s*\{([^}]*)\}\s*from\s*["']@member\/(shared|web-kit)["']/g;
/** Stands for a name a barrel does not know: counted as heavy. */
const UNKNOWN = '\0unknown';
/** dayjs and its plugins: every money screen's dates, merged with the code that formats them. */
const DATES_LIBRARY = /node_modules[\\/]dayjs[\\/]/;
/**
 * What the member pages all load anyway (the entry's libraries, Vite's preload helper, dayjs): sharing
 * a chunk with them costs a page nothing extra.
 */
const CORE_LIBRARY =
  /^\0vite\/preload-helper|node_modules[\\/](preact|react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack|zustand|use-sync-external-store|dayjs)[\\/]/;

type Info = (id: string) => ModuleInfo | null;

/** For each barrel (`shared`, `web-kit`): which module defines each name it re-exports, however deep. */
function readBarrels(ids: readonly string[], info: Info): Map<string, Map<string, string>> {
  const barrels = new Map<string, Map<string, string>>();
  for (const barrel of ids.filter((id) => BARREL.test(id))) {
    const definedIn = new Map<string, string>();
    const seen = new Set<string>();
    const collect = (module: string) => {
      if (seen.has(module) || !APP_SOURCE.test(module)) return;
      seen.add(module);
      for (const name of info(module)?.exports ?? []) if (!definedIn.has(name)) definedIn.set(name, module);
      for (const imported of info(module)?.importedIds ?? []) collect(imported);
    };
    for (const module of info(barrel)?.importedIds ?? []) collect(module);
    barrels.set(barrel.match(BARREL)?.[1] ?? '', definedIn);
  }
  return barrels;
}

/** What each app module really imports: through a barrel, only the modules defining the names it takes. */
function realImports(ids: readonly string[], info: Info): Map<string, string[]> {
  const barrels = readBarrels(ids, info);
  const importsOf = new Map<string, string[]>();
  for (const id of ids) {
    if (BARREL.test(id)) continue;
    const direct = (info(id)?.importedIds ?? []).filter((imported) => !BARREL.test(imported));
    const viaBarrels = [...(info(id)?.code ?? '').matchAll(BARREL_IMPORT)].flatMap(([, names = '', pkg = '']) =>
      names.split(',').flatMap((part) => {
        const name = part.trim().split(/\s+as\s+/)[0] ?? '';
        return name === '' ? [] : [barrels.get(pkg)?.get(name) ?? UNKNOWN];
      }),
    );
    importsOf.set(id, [...direct, ...viaBarrels]);
  }
  return importsOf;
}

/** The app modules the entry loads (index.html's script imports main.tsx): they stay in the entry. */
function entryModules(allIds: readonly string[], importsOf: Map<string, string[]>, info: Info): Set<string> {
  const inEntry = new Set<string>();
  const visit = (id: string) => {
    if (inEntry.has(id) || !importsOf.has(id)) return;
    inEntry.add(id);
    for (const imported of importsOf.get(id) ?? []) visit(imported);
  };
  for (const id of allIds) if (info(id)?.isEntry) for (const first of info(id)?.importedIds ?? []) visit(first);
  return inEntry;
}

/**
 * Every app module outside the entry that brings no library beyond the core: start from all of them
 * and strike out, until nothing changes, each one importing something neither core, in the entry nor
 * still standing (cycles settle without a special case).
 */
export function lightModules(allIds: readonly string[], info: Info): Set<string> {
  const importsOf = realImports(
    allIds.filter((id) => APP_SOURCE.test(id)),
    info,
  );
  const inEntry = entryModules(allIds, importsOf, info);
  const light = new Set([...importsOf.keys()].filter((id) => !inEntry.has(id)));
  const isLight = (id: string) => CORE_LIBRARY.test(id) || inEntry.has(id) || light.has(id);
  for (let changed = true; changed;) {
    changed = false;
    for (const id of light) {
      if (importsOf.get(id)?.every(isLight)) continue;
      light.delete(id);
      changed = true;
    }
  }
  return light;
}

/**
 * The light modules a first screen needs: those the entry and the first screen's modules
 * (`firstScreen`) import, however deep. The others wait in a second merged chunk that only the pages after it load.
 */
export function firstScreenModules(
  allIds: readonly string[],
  info: Info,
  light: ReadonlySet<string>,
  firstScreen: RegExp,
): Set<string> {
  const importsOf = realImports(
    allIds.filter((id) => APP_SOURCE.test(id)),
    info,
  );
  const reached = new Set<string>();
  const visit = (id: string) => {
    if (reached.has(id)) return;
    reached.add(id);
    for (const imported of importsOf.get(id) ?? info(id)?.importedIds ?? []) visit(imported);
  };
  for (const id of allIds) if (firstScreen.test(id) || info(id)?.isEntry) visit(id);
  return new Set([...reached].filter((id) => light.has(id) || DATES_LIBRARY.test(id)));
}

/** The first library beyond the core that loading `fileName` brings, besides what the entry loaded already. */
function libraryBrought(bundle: OutputBundle, fileName: string): string | null {
  const chunks = new Map(
    Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])),
  );
  const reach = (from: OutputChunk[], into: Set<string>) => {
    const walk = (name: string) => {
      if (into.has(name)) return;
      into.add(name);
      for (const imported of chunks.get(name)?.imports ?? []) walk(imported);
    };
    for (const chunk of from) walk(chunk.fileName);
    return into;
  };
  const loadedFirst = reach(
    [...chunks.values()].filter((chunk) => chunk.isEntry),
    new Set(),
  );
  const target = chunks.get(fileName);
  if (!target) return null;
  for (const name of reach([target], new Set())) {
    if (loadedFirst.has(name)) continue;
    const library = chunks.get(name)?.moduleIds.find((id) => /node_modules/.test(id) && !CORE_LIBRARY.test(id));
    if (library) return library;
  }
  return null;
}

export function sharedAppChunk(firstScreen: RegExp) {
  let mergeable = new Set<string>();
  let first = new Set<string>();
  const plugin: Plugin = {
    name: 'member-shared-app-chunk',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const info: Info = (id) => this.getModuleInfo(id);
      mergeable = lightModules(ids, info);
      first = firstScreenModules(ids, info, mergeable, firstScreen);
    },
    // The analysis reads barrel imports from the code; should it ever misread one, the build fails
    // rather than ship a merged chunk that brings a library to every page loading it.
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk' || (file.name !== GROUP_NAME && file.name !== LATER_GROUP_NAME)) continue;
        const library = libraryBrought(bundle, file.fileName);
        if (library) this.error(`${file.fileName} (merged app code) brings ${library} to every page that loads it`);
      }
    },
  };
  const isShared = (id: string) => mergeable.has(id) || DATES_LIBRARY.test(id);
  const group = (name: string, test: (id: string) => boolean) => ({
    name,
    test,
    minShareCount: 2,
    includeDependenciesRecursively: false,
  });
  return {
    plugin,
    /** The code-splitting groups; only the modules the analysis let in: their own imports stay where they are. */
    groups: [
      group(GROUP_NAME, (id) => isShared(id) && first.has(id)),
      group(LATER_GROUP_NAME, (id) => isShared(id) && !first.has(id)),
    ],
  };
}
