import { vitePlugin as remix } from '@remix-run/dev';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

/**
 * In the browser bundle only, `i18next` and `react-i18next` are the app's lite versions
 * (app/shared/i18n/lite, about 1.5 kB of gzipped script instead of 17 on every page).
 * The server renders with the real libraries; lite.test.ts checks both give the same text.
 */
function liteI18nInBrowser(): Plugin {
  const lite: Record<string, string> = {
    i18next: fileURLToPath(new URL('./app/shared/i18n/lite/i18next.ts', import.meta.url)),
    'react-i18next': fileURLToPath(
      new URL('./app/shared/i18n/lite/react-i18next.ts', import.meta.url),
    ),
  };
  return {
    name: 'lite-i18n-in-browser',
    enforce: 'pre',
    resolveId(source, _importer, options) {
      return options?.ssr || !Object.hasOwn(lite, source) ? null : lite[source]!;
    },
  };
}

/** The browser chunks holding React DOM and the router: nearly every function in them runs at load. */
const FRAMEWORK =
  /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:react-dom|react-router|react-router-dom|@remix-run[\\/]react|@remix-run[\\/]router)[\\/]/;

/**
 * V8's explicit compile hint (Chrome 136+): `//# allFunctionsCalledOnLoad` on the first line
 * of the framework chunk makes V8 compile its functions while the file streams in, on a
 * background thread, instead of one by one on the main thread as hydration first calls them
 * (Total Blocking Time; ADR 0034). Other browsers read a comment.
 */
function compileHintForFramework(): Plugin {
  let ssr = false;
  return {
    name: 'compile-hint-for-framework',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    generateBundle(_options, bundle) {
      if (ssr) return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && Object.keys(chunk.modules).some((id) => FRAMEWORK.test(id)))
          chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
      }
    },
  };
}

export default defineConfig({
  plugins: [
    liteI18nInBrowser(),
    compileHintForFramework(),
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
        v3_routeConfig: true,
      },
    }),
    vanillaExtractPlugin(),
  ],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  server: { host: '127.0.0.1' },
  build: {
    target: 'es2020',
    rollupOptions: {
      output: {
        // One stylesheet for the whole site (44 kB, 7 kB gzipped) instead of one per component
        // module: 8 to 15 render-blocking requests became one, cached across pages (Lighthouse:
        // render-blocking requests). `cssCodeSplit: false` would leave it out of Remix's manifest.
        // A stylesheet imported as a URL (`?url`: Leaflet's, linked by the map's lazy chunk,
        // ADR 0047) stays a file of its own.
        manualChunks(id) {
          return /\.css(?:\?|$)/.test(id) && !/[?&]url\b/.test(id) ? 'styles' : undefined;
        },
      },
    },
  },
});
