import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The README is what a newcomer reads first: it stays short, starts with the two commands, and
 * leaves the rest to the guides. Every relative link of the README and the guides must reach a
 * file, and every `#anchor` a heading of it, so moving a section cannot strand a link.
 */
const README_MAX_BYTES = 25_000;

const read = (path: string) => readFileSync(path, 'utf8');

const markdownFiles = [
  'README.md',
  'ARCHITECTURE.md',
  'SECURITY.md',
  'bench/README.md',
  'bench/engine/README.md',
  'packages/client/README.md',
  'packages/client/CHANGELOG.md',
  ...readdirSync('docs')
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** Text outside fenced code blocks, where a link or a heading means what it says. */
function prose(markdown: string): string {
  return markdown.replace(/^```[^]*?^```/gm, '');
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces become hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a Markdown file's headings; a repeated heading gets `-1`, `-2`… as on GitHub. */
function anchorsOf(path: string): Set<string> {
  const anchors = new Set<string>();
  for (const [, heading] of prose(read(path)).matchAll(/^#{1,6} (.+)$/gm)) {
    const base = anchorOf(heading!);
    let anchor = base;
    for (let n = 1; anchors.has(anchor); n++) anchor = `${base}-${n}`;
    anchors.add(anchor);
  }
  return anchors;
}

/** Relative link targets of a Markdown file (web addresses and mail links left out). */
function relativeLinks(path: string): string[] {
  const targets = [...prose(read(path)).matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!);
  return targets.filter((target) => !/^[a-z]+:/i.test(target));
}

describe('the README', () => {
  const readme = read('README.md');

  it(`stays under ${README_MAX_BYTES} bytes`, () => {
    expect(Buffer.byteLength(readme)).toBeLessThanOrEqual(README_MAX_BYTES);
  });

  it('starts with the install-and-start and the install-and-test commands', () => {
    const firstSection = readme.slice(0, readme.indexOf('\n## '));
    expect(firstSection).toContain('```sh\nnpm ci && npm start\n```');
    expect(firstSection).toContain('```sh\nnpm ci && npm test\n```');
    const image = /!\[[^\]]+\]\(([^)]+\.png)\)/.exec(firstSection)?.[1];
    expect(image && existsSync(image)).toBe(true);
  });

  it('keeps its Performance section short and points to the full figures', () => {
    const section = /\n## Performance\n([^]*?)(?=\n## )/.exec(readme)?.[1] ?? '';
    expect(section.trim().split('\n').length).toBeLessThanOrEqual(16);
    expect(section).toContain('](docs/performance.md)');
  });

  it('links every guide in docs/', () => {
    const guides = readdirSync('docs').filter((name) => name.endsWith('.md'));
    for (const guide of guides) expect(readme, guide).toContain(`](docs/${guide})`);
  });
});

describe('links between the README and the guides', () => {
  it.each(markdownFiles)('%s: every relative link reaches a file and its heading', (path) => {
    const broken: string[] = [];
    for (const link of relativeLinks(path)) {
      const [file, anchor] = link.split('#') as [string, string | undefined];
      const target = file === '' ? path : normalize(join(dirname(path), file));
      if (!existsSync(target)) {
        broken.push(`${link}: no file ${target}`);
      } else if (anchor !== undefined) {
        const headed = target.endsWith('.md') && statSync(target).isFile();
        if (!headed || !anchorsOf(target).has(anchor))
          broken.push(`${link}: no heading #${anchor}`);
      }
    }
    expect(broken).toEqual([]);
  });
});

describe('the benchmark reports the docs cite', () => {
  it.each(markdownFiles)(
    '%s: every report it names by its full name is in bench/results',
    (path) => {
      const named = prose(read(path)).matchAll(
        /\b(\d{4}-\d{2}-\d{2}-[\w.-]+?\.(?:md|json))(?![\w.-])/g,
      );
      const missing = [...named]
        .map((match) => match[1]!)
        .filter((report) => !existsSync(join('bench/results', report)));
      expect(missing).toEqual([]);
    },
  );
});
