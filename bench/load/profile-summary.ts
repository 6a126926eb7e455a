import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Where a frame's code lives: the app's own file, a package, Node internals, or V8's pseudo-frames. */
function area(url: string, name: string) {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1] as string;
  if (url.startsWith('node:')) return 'node internals';
  const app = /\/dist\/(.+)$/.exec(url);
  return app ? `app ${app[1]}` : url;
}

const top = (map: Map<string, number>, n: number, total: number) =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, ms]) => `  ${((ms / total) * 100).toFixed(1).padStart(5)} %  ${k}`);

const isApp = (url: string) => url.includes('/dist/') && !url.includes('node_modules');

/**
 * Self time by area and by function, and inclusive time of the app's own functions, as text.
 * Samples from the first `skipMs` (start-up: module loading, schema compilation) are left out.
 */
export function summarize(file: string, skipMs = 0, rows = 14): string {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfMs = new Map<number, number>();
  let clock = 0;
  profile.samples.forEach((id, i) => {
    const delta = (profile.timeDeltas[i] ?? 0) / 1000;
    clock += delta;
    if (clock >= skipMs) selfMs.set(id, (selfMs.get(id) ?? 0) + delta);
  });
  const total =
    [...selfMs.values()].reduce((a, b) => a + b, 0) -
    (selfMs.get(profile.nodes.find((n) => n.callFrame.functionName === '(idle)')?.id ?? -1) ?? 0);
  const areas = new Map<string, number>();
  const functions = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const walk = (node: ProfileNode, path: Set<string>) => {
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)') return;
    const key = `${functionName || '(anonymous)'} ${area(url, functionName)}:${lineNumber + 1}`;
    const ms = selfMs.get(node.id) ?? 0;
    areas.set(area(url, functionName), (areas.get(area(url, functionName)) ?? 0) + ms);
    functions.set(key, (functions.get(key) ?? 0) + ms);
    const here = new Set(path);
    if (isApp(url)) here.add(key);
    for (const k of here) inclusive.set(k, (inclusive.get(k) ?? 0) + ms);
    for (const child of node.children ?? []) walk(byId.get(child) as ProfileNode, here);
  };
  walk(profile.nodes[0] as ProfileNode, new Set());
  return [
    `busy CPU ${(total / 1000).toFixed(1)} s after the first ${(skipMs / 1000).toFixed(1)} s`,
    'self time by area:',
    ...top(areas, rows, total),
    'self time by function:',
    ...top(functions, rows, total),
    'inclusive time of app functions:',
    ...top(inclusive, rows, total),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`)
  process.stdout.write(`${summarize(process.argv[2] as string, Number(process.argv[3] ?? 0))}\n`);
