import { gzipSync } from 'node:zlib';

/**
 * The gzip size (level 9) of the JS a page's HTML loads (its module preloads and imports), and
 * of what the segment route module imports on demand after hydration (Vite's dependency list
 * of its dynamic imports), and of the chunks matching `hydrated` that a module imports. The page's catalog script (ADR 0020), which the entry script imports
 * before hydration, counts with the page's JS.
 */
export async function clientJs(
  webUrl: string,
  html: string,
  /** Chunks a page always imports once hydrated (the chat thread's socket client). */
  options: { hydrated?: RegExp } = {},
) {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g))
    urls.add(match[1]!);
  for (const match of html.matchAll(/import\s*(?:\*\s*as\s*\w+\s*from\s*)?["']([^"']+\.js)["']/g))
    urls.add(match[1]!);
  const size = async (url: string) => {
    const bytes = Buffer.from(await (await fetch(new URL(url, webUrl))).arrayBuffer());
    return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, text: bytes };
  };
  let gzip = 0;
  let raw = 0;
  const later = new Set<string>();
  for (const url of urls) {
    const file = await size(url);
    raw += file.raw;
    gzip += file.gzip;
    if (options.hydrated)
      for (const match of file.text.toString('utf8').matchAll(/import\("\.\/([\w.-]+\.js)"\)/g))
        if (options.hydrated.test(match[1]!)) later.add(`/assets/${match[1]}`);
    if (/\/segment-[^/]+\.js$/.test(url)) {
      for (const match of file.text.toString('utf8').matchAll(/m\.f=\[([^\]]*)\]/g))
        for (const item of match[1]!.matchAll(/"assets\/([^"]+\.js)"/g))
          later.add(`/assets/${item[1]}`);
    }
  }
  // The page's catalog (ADR 0020): imported, with what it needs, before hydration.
  const lang = /<html[^>]*\blang="(en|km)"/.exec(html)?.[1];
  for (const url of [...urls]) {
    if (!lang) break;
    const text = (await size(url)).text.toString('utf8');
    const table = /m\.f=\[([^\]]*)\]/.exec(text)?.[1]?.match(/"assets\/[^"]+\.js"/g) ?? [];
    const call = new RegExp(
      `import\\("\\./(${lang}-[\\w-]+\\.js)"\\)(?:,__vite__mapDeps\\(\\[([\\d,]*)\\]\\))?`,
    ).exec(text);
    if (!call) continue;
    const files = [
      `assets/${call[1]}`,
      ...(call[2] ?? '').split(',').map((index) => table[Number(index)]?.slice(1, -1)),
    ];
    for (const file of new Set(files)) {
      if (!file || urls.has(`/${file}`)) continue;
      const bytes = await size(`/${file}`);
      urls.add(`/${file}`);
      raw += bytes.raw;
      gzip += bytes.gzip;
    }
  }
  let laterGzip = 0;
  for (const url of later) if (!urls.has(url)) laterGzip += (await size(url)).gzip;
  return { files: urls.size, gzip, raw, laterGzip };
}
