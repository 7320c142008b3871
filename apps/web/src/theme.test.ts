import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BREAKPOINTS_PX } from '@member/shared';
import { describe, expect, it } from 'vitest';

describe('theme', () => {
  it('uses the breakpoints of the shared contract', () => {
    const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'index.css'), 'utf8');
    for (const [name, px] of Object.entries(BREAKPOINTS_PX)) {
      expect(css).toContain(`--breakpoint-${name}: ${px}px;`);
    }
  });
});
