// What `index.html` asks for first, tuned for a slow phone (docs/benchmarks.md, "Slow phone load"):
// - the style sheets move from `<head>` to just before `<div id="root">`: a style sheet in the head holds
//   every paint until it has arrived (3 s at 400 kbps), one after the loading screen lets the loading
//   screen paint with the page's first bytes (browsers paint what comes before it). Still before
//   `#root`, so the `<style>` Mantine renders inside it (the theme's colours) comes later and wins;
// - the landing page of a signed-in member (the tabs layout and home) is fetched from the start, next to
//   the app's own scripts, instead of after them and after `/config.json`;
// - `/config.json` too.
import type { Plugin } from 'vite';

export interface LandingFiles {
  /** Script chunks of the landing page (and what they import), as `/assets/…` paths. */
  scripts: string[];
  /** Their style sheets. */
  styles: string[];
}

const STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;

/** `index.html` with its style sheets after the loading screen, before `#root`, and the landing page's files preloaded. */
export function firstPaintHtml(html: string, landing: LandingFiles): string {
  const sheets = html.match(STYLESHEET) ?? [];
  const known = (file: string) => html.includes(`"${file}"`);
  let out = html.replace(STYLESHEET, '');
  const preloads = [
    '    <link rel="preload" href="/config.json" as="fetch" crossorigin>\n',
    ...landing.scripts
      .filter((file) => !known(file))
      .map((file) => `    <link rel="modulepreload" crossorigin href="${file}">\n`),
  ];
  out = out.replace(/\n?[ \t]*<\/head>/, `\n${preloads.join('')}  </head>`);
  const styles = [
    ...sheets.map((sheet) => `    ${sheet.trim()}\n`),
    ...landing.styles
      .filter((file) => !known(file))
      .map((file) => `    <link rel="stylesheet" crossorigin href="${file}">\n`),
  ];
  return out.replace(/[ \t]*<div id="root">/, (root) => `${styles.join('')}${root}`);
}

interface OutputChunkLike {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}
type Bundle = Record<string, OutputChunkLike | { type: 'asset' }>;

/** The chunks of the modules `landing` (paths ending so) and every chunk they import statically. */
export function landingFiles(bundle: Bundle, landing: readonly string[], base = '/'): LandingFiles {
  const chunks = Object.values(bundle).filter((output): output is OutputChunkLike => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (chunk: OutputChunkLike | undefined) => {
    if (!chunk || scripts.has(chunk.fileName)) return;
    scripts.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
    for (const file of chunk.imports) visit(byFile.get(file));
  };
  for (const module of landing) visit(chunks.find((chunk) => chunk.facadeModuleId?.endsWith(module)));
  return { scripts: [...scripts].map((file) => base + file), styles: [...styles].map((file) => base + file) };
}

export function firstPaintPlugin({ landing }: { landing: readonly string[] }): Plugin {
  let base = '/';
  return {
    name: 'congregate-first-paint',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle as unknown as Bundle | undefined;
        return firstPaintHtml(
          html,
          bundle ? landingFiles(bundle, landing, base) : { scripts: [], styles: [] },
        );
      },
    },
  };
}
