// The README and docs/ (issue 28 §1): the README stays short enough to read at once, and every relative
// link of the README and of docs/*.md reaches a file that exists and, when it names one, a heading of that
// file, by GitHub's anchors for French headings.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const README_MAX_LINES = 150;

/** The text outside fenced code blocks, where neither headings nor links count. */
const outsideFences = (text: string): string[] => {
  let fenced = false;
  return text.split('\n').filter((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return false;
    }
    return !fenced;
  });
};

/** GitHub's anchor for a heading: lowercase, accents kept, inline code and link marks unwrapped,
 * punctuation dropped, each space a '-'. */
const slug = (heading: string): string =>
  heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '')
    .replace(/ /g, '-');

/** Each heading's anchor, a repeated one suffixed -1, -2… as GitHub does. */
function anchors(text: string): Set<string> {
  const seen = new Map<string, number>();
  const found = new Set<string>();
  for (const line of outsideFences(text)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = slug(heading[1]!);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    found.add(count === 0 ? base : `${base}-${count}`);
  }
  return found;
}

/** The relative link targets of a markdown text (images included), neither web addresses nor mail. */
function relativeLinks(text: string): string[] {
  const targets: string[] = [];
  for (const line of outsideFences(text))
    for (const match of line.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const target = match[1]!;
      if (!/^[a-z][a-z0-9+.-]*:/i.test(target)) targets.push(target);
    }
  return targets;
}

interface Project {
  /** A project file's text. */
  read(path: string): string;
  /** 'file', 'folder', or undefined when nothing is there. */
  kind(path: string): 'file' | 'folder' | undefined;
}

const onDisk: Project = {
  read: (path) => readFileSync(join(root, path), 'utf8'),
  kind: (path) => {
    const absolute = join(root, path);
    if (!existsSync(absolute)) return undefined;
    return statSync(absolute).isDirectory() ? 'folder' : 'file';
  },
};

/** What is wrong with the links of `file` (relative to the project), each as « file → target : why ». */
function brokenLinks(file: string, project: Project = onDisk): string[] {
  const problems: string[] = [];
  for (const target of relativeLinks(project.read(file))) {
    const [path, anchor] = target.split('#', 2) as [string, string | undefined];
    const into = path === '' ? file : relative(root, resolve(root, dirname(file), decodeURI(path)));
    const kind = project.kind(into);
    if (kind === undefined) {
      problems.push(`${file} → ${target} : ${into} n'existe pas`);
      continue;
    }
    if (anchor === undefined || kind === 'folder') continue;
    if (!anchors(project.read(into)).has(decodeURIComponent(anchor)))
      problems.push(`${file} → ${target} : aucun titre « #${anchor} » dans ${into}`);
  }
  return problems;
}

const docs = readdirSync(join(root, 'docs'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => `docs/${name}`);

describe('the anchor rule', () => {
  it('matches how the docs write their French headings', () => {
    expect(slug('Places retenues')).toBe('places-retenues');
    expect(slug('Données de démonstration')).toBe('données-de-démonstration');
    expect(slug("Liste de contrôle de sécurité d'Electron")).toBe('liste-de-contrôle-de-sécurité-delectron');
    expect(slug('Pour les guichets : le compte rendu des espèces')).toBe(
      'pour-les-guichets--le-compte-rendu-des-espèces',
    );
    expect(slug('Télémétrie des bornes : OpenTelemetry et `/emulateur/bornes`')).toBe(
      'télémétrie-des-bornes--opentelemetry-et-emulateurbornes',
    );
    expect(slug('PWA (portail web)')).toBe('pwa-portail-web');
  });

  it('numbers a repeated heading and ignores headings in code', () => {
    const text = '# Titre\n\n## Bilan\n\n```sh\n# pas un titre\n```\n\n## Bilan\n';
    expect([...anchors(text)]).toEqual(['titre', 'bilan', 'bilan-1']);
  });

  it('catches a missing file and a missing heading, not web addresses', () => {
    const pages: Record<string, string> = {
      'docs/a.md': [
        '# A',
        '[b](b.md#deux) [absent](absent.md) [ici](#a) [là](#nulle-part) [web](https://exemple.fr/x.md)',
      ].join('\n'),
      'docs/b.md': '# Un\n\n## Deux\n',
    };
    const project: Project = {
      read: (path) => pages[path]!,
      kind: (path) => (path in pages ? 'file' : undefined),
    };
    expect(brokenLinks('docs/a.md', project)).toEqual([
      "docs/a.md → absent.md : docs/absent.md n'existe pas",
      'docs/a.md → #nulle-part : aucun titre « #nulle-part » dans docs/a.md',
    ]);
    pages['docs/b.md'] = '# Un\n\n## Trois\n';
    expect(brokenLinks('docs/a.md', project)[0]).toBe(
      'docs/a.md → b.md#deux : aucun titre « #deux » dans docs/b.md',
    );
  });
});

describe('README and docs', () => {
  it(`the README reads at once: ${README_MAX_LINES} lines at most`, () => {
    const lines = readFileSync(join(root, 'README.md'), 'utf8').replace(/\n$/, '').split('\n');
    expect(lines.length).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('the README links to every doc', () => {
    const linked = new Set(
      relativeLinks(readFileSync(join(root, 'README.md'), 'utf8')).map((target) => target.split('#')[0]),
    );
    expect(docs.filter((doc) => doc !== 'docs/README.md' && !linked.has(doc))).toEqual([]);
  });

  it('the docs index links to every doc', () => {
    const linked = new Set(
      relativeLinks(readFileSync(join(root, 'docs/README.md'), 'utf8')).map(
        (target) => `docs/${target.split('#')[0]}`,
      ),
    );
    expect(docs.filter((doc) => doc !== 'docs/README.md' && !linked.has(doc))).toEqual([]);
  });

  it.each(['README.md', ...docs])('every relative link of %s reaches its file and heading', (file) => {
    expect(brokenLinks(file)).toEqual([]);
  });
});
