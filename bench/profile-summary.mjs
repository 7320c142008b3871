#!/usr/bin/env node
// `npm run bench:profile -- <file or folder of .cpuprofile>`: where a profiled process's CPU went, by self
// time. Profiles come from `node --cpu-prof` (`BENCH_CPU_PROF=dir npm run bench:page-cpu` writes them). A
// folder is read whole; its largest profile is taken, the server's own (the npx and tsx processes around
// it write small ones). Prints the share of busy time (idle samples left out) of each package, of the
// project's own files, and of the top functions. BENCH_TOP sets how many functions are listed.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const TOP = Number(process.env.BENCH_TOP ?? 30);
const target = process.argv[2];
if (!target) throw new Error('usage: profile-summary.mjs <file.cpuprofile | folder>');

function largestProfile(path) {
  if (!statSync(path).isDirectory()) return path;
  const files = readdirSync(path)
    .filter((name) => name.endsWith('.cpuprofile'))
    .map((name) => join(path, name));
  if (files.length === 0) throw new Error(`no .cpuprofile in ${path}`);
  return files.toSorted((a, b) => statSync(b).size - statSync(a).size)[0];
}

/** What a frame belongs to: an npm package, a file of the project, node's own code, or V8's bookkeeping. */
function placeOf({ url, functionName }) {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const inPackage = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inPackage) return inPackage[1];
  if (url.startsWith('node:')) return 'node:' + url.slice(5).split('/')[0];
  const own = url.match(/\/(apps|packages)\/(.+)$/);
  return own ? `${own[1]}/${own[2]}` : url;
}

const file = largestProfile(target);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const selfUs = new Map();
profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));

const byPlace = new Map();
const byFunction = new Map();
let busy = 0;
for (const [id, us] of selfUs) {
  const { callFrame } = nodes.get(id);
  if (callFrame.functionName === '(idle)') continue;
  busy += us;
  const place = placeOf(callFrame);
  byPlace.set(place, (byPlace.get(place) ?? 0) + us);
  const name = `${callFrame.functionName || '(anonymous)'} ${place}:${callFrame.lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + us);
}

const share = (us) => `${((us / busy) * 100).toFixed(1).padStart(5)} %`;
const top = (map, count) => [...map].toSorted((a, b) => b[1] - a[1]).slice(0, count);
console.log(`${file}: ${(busy / 1000).toFixed(0)} ms busy\n\nby place`);
for (const [place, us] of top(byPlace, TOP)) console.log(`${share(us)}  ${place}`);
console.log('\nby function (self time)');
for (const [name, us] of top(byFunction, TOP)) console.log(`${share(us)}  ${name}`);
