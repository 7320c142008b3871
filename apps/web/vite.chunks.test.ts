import type { ModuleInfo } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { firstScreenModules, lightModules } from './vite.chunks';

const src = (file: string) => `/repo/apps/web/src/${file}`;
const shared = (file: string) => `/repo/packages/shared/src/${file}`;
const lib = (name: string) => `/repo/node_modules/${name}/index.js`;

type Graph = Record<string, { imports?: string[]; exports?: string[]; code?: string; entry?: boolean }>;

/** A module graph as the bundler describes it: what each module imports, exports and says. */
function infoOf(modules: Graph) {
  return (id: string) => {
    const module = modules[id];
    if (!module) return null;
    return {
      id,
      importedIds: module.imports ?? [],
      exports: module.exports ?? [],
      code: module.code ?? '',
      isEntry: module.entry ?? false,
    } as unknown as ModuleInfo;
  };
}

const graph = (modules: Graph) => lightModules(Object.keys(modules), infoOf(modules));

describe('lightModules', () => {
  const light = graph({
    '/repo/apps/web/index.html': { imports: [src('main.tsx')], entry: true },
    [src('main.tsx')]: { imports: [src('client.ts'), lib('preact')] },
    [src('client.ts')]: {},
    [lib('preact')]: {},
    [lib('react-hook-form')]: {},
    [lib('zod')]: {},
    [src('kit.tsx')]: { imports: [lib('preact'), src('client.ts')] },
    [src('form.tsx')]: { imports: [lib('react-hook-form')] },
    [src('uses-form.tsx')]: { imports: [src('form.tsx'), src('kit.tsx')] },
    [shared('index.ts')]: { imports: [shared('money.ts'), shared('amount.ts')] },
    [shared('money.ts')]: { imports: [lib('zod'), shared('amount.ts')], exports: ['moneySchema'] },
    [shared('amount.ts')]: { exports: ['amountError'] },
    [src('uses-amount.tsx')]: {
      imports: [shared('index.ts')],
      code: 'import { amountError as check } from "@member/shared";',
    },
    [src('uses-schema.tsx')]: { imports: [shared('index.ts')], code: "import { moneySchema } from '@member/shared';" },
    [src('unknown-name.tsx')]: { imports: [shared('index.ts')], code: "import { nothing } from '@member/shared';" },
    [src('c1.tsx')]: { imports: [src('c2.tsx')] },
    [src('c2.tsx')]: { imports: [src('c1.tsx'), src('kit.tsx')] },
    [src('d1.tsx')]: { imports: [src('d2.tsx')] },
    [src('d2.tsx')]: { imports: [src('d1.tsx'), src('uses-form.tsx')] },
  });

  it('lets in what brings only core libraries, the entry and other light modules', () => {
    expect([...light].sort()).toEqual(
      [src('c1.tsx'), src('c2.tsx'), src('kit.tsx'), src('uses-amount.tsx'), shared('amount.ts')].sort(),
    );
  });

  it('keeps out what brings another library, however deep, and the cycles that lead to one', () => {
    for (const heavy of ['form.tsx', 'uses-form.tsx', 'd1.tsx', 'd2.tsx']) expect(light).not.toContain(src(heavy));
    expect(light).not.toContain(shared('money.ts'));
  });

  it('follows a barrel by the names taken from it, and distrusts a name it cannot place', () => {
    expect(light).toContain(src('uses-amount.tsx'));
    expect(light).not.toContain(src('uses-schema.tsx'));
    expect(light).not.toContain(src('unknown-name.tsx'));
  });

  it('leaves what the entry loads in the entry', () => {
    expect(light).not.toContain(src('main.tsx'));
    expect(light).not.toContain(src('client.ts'));
  });
});

describe('firstScreenModules', () => {
  const modules: Graph = {
    '/repo/apps/web/index.html': { imports: [src('main.tsx')], entry: true },
    [src('main.tsx')]: { imports: [src('format.ts')] },
    [src('format.ts')]: { imports: [lib('dayjs')] },
    [lib('dayjs')]: {},
    [src('home.tsx')]: {
      imports: [src('button.tsx'), shared('index.ts')],
      code: "import { amountError } from '@member/shared';",
    },
    [src('button.tsx')]: { imports: [src('spinner.tsx')] },
    [src('spinner.tsx')]: {},
    [src('deposit.tsx')]: { imports: [src('button.tsx'), src('empty-state.tsx')] },
    [src('empty-state.tsx')]: {},
    [shared('index.ts')]: { imports: [shared('amount.ts'), shared('money.ts')] },
    [shared('amount.ts')]: { exports: ['amountError'] },
    [shared('money.ts')]: { exports: ['moneySchema'] },
  };
  const info = infoOf(modules);
  const ids = Object.keys(modules);
  const first = firstScreenModules(ids, info, lightModules(ids, info), /home\.tsx$/);

  it('keeps what the first screen and the entry import, however deep, through barrels by name', () => {
    for (const id of [src('button.tsx'), src('spinner.tsx'), shared('amount.ts'), lib('dayjs')]) {
      expect(first).toContain(id);
    }
  });

  it('leaves out what only later pages import', () => {
    expect(first).not.toContain(src('empty-state.tsx'));
    expect(first).not.toContain(shared('money.ts'));
  });
});
