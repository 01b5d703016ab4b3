import { DEFAULT_NAMESPACE, en, i18nConfig, km } from '@repo/i18n';
import { createInstance, type TFunction } from 'i18next';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { I18nLite } from './i18next.ts';
import { I18nextProvider, initReactI18next, useTranslation } from './react-i18next.ts';

/**
 * The browser renders with the lite i18next (vite.config.ts), the server with i18next: the
 * same key and values must give the same text, or hydration would not match. Every key of
 * both catalogs is translated both ways, with counts and values of every kind.
 */
type Catalog = Record<string, unknown>;
const catalogs = { en, km } as unknown as Record<'en' | 'km', Catalog>;

function leaves(tree: Catalog, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? leaves(value as Catalog, `${prefix}${key}.`)
      : [[`${prefix}${key}`, String(value)] as [string, string]],
  );
}

async function both(lng: 'en' | 'km', loaded: ('en' | 'km')[]) {
  const resources = Object.fromEntries(
    loaded.map((code) => [code, { [DEFAULT_NAMESPACE]: catalogs[code] }]),
  );
  const real = createInstance();
  await real.init({ ...i18nConfig, lng, resources });
  const lite = new I18nLite();
  await lite.init({ ...i18nConfig, lng, resources });
  return { real: real.t.bind(real) as TFunction, lite: lite.t };
}

const VALUES: Record<string, unknown>[] = [
  {},
  { count: 0 },
  { count: 1 },
  { count: 2 },
  { count: 21 },
  { count: 1.5 },
  { count: '3' },
];
/** Values of every kind for each `{{name}}` of a message. */
function valuesFor(text: string): Record<string, unknown>[] {
  const names = [...text.matchAll(/\{\{-?\s*([^,}]+?)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]!);
  if (names.length === 0) return [{}];
  const sample = (value: unknown) => Object.fromEntries(names.map((name) => [name, value]));
  return [
    sample(7),
    sample(2026),
    sample('Dara $& $1 {{count}}'),
    sample(''),
    sample(null),
    sample(undefined),
    {},
    { ...sample('x'), count: 3 },
  ];
}

describe('the lite i18next gives i18next’s text', () => {
  test('the catalogs use nothing the lite version leaves out', () => {
    for (const [, text] of [...leaves(catalogs.en), ...leaves(catalogs.km)]) {
      expect(text).not.toContain('$t(');
    }
    expect(i18nConfig.interpolation.escapeValue).toBe(false);
  });

  for (const lng of ['en', 'km'] as const) {
    for (const loaded of [[lng], ['en', 'km']] as ('en' | 'km')[][]) {
      test(`${lng} page, catalogs ${loaded.join('+')}: every key, count and value`, async () => {
        const { real, lite } = await both(lng, loaded);
        const keys = new Map<string, string>();
        for (const [key, text] of leaves(catalogs[lng])) {
          keys.set(key, text);
          // Plural forms are asked for by their bare key and a count.
          keys.set(key.replace(/_(zero|one|two|few|many|other)$/, ''), text);
        }
        let checked = 0;
        for (const [key, text] of keys) {
          for (const options of [...VALUES, ...valuesFor(text)]) {
            expect(lite(key, options), `${key} ${JSON.stringify(options)}`).toBe(
              real(key, options),
            );
            checked += 1;
          }
        }
        expect(checked).toBeGreaterThan(1000);
      });
    }
  }

  test('keys that are missing, odd or not keys at all', async () => {
    const { real, lite } = await both('km', ['km']);
    const odd = [
      'missing.key',
      'validation',
      'app',
      'errors.default.more',
      'Error: the API said no',
      'common:app.name',
      'other:app.name',
      'a:b:c',
      'Hello {{name}}, you have {{count}}',
      'has.dots.{{count}}',
      '',
      ' ',
      'app.name ',
      'auth.verify.attemptsLeft',
    ];
    for (const key of odd) {
      for (const options of [{}, { count: 1 }, { name: 'Dara', count: 2 }, { defaultValue: 'd' }]) {
        expect(lite(key, options), `${key} ${JSON.stringify(options)}`).toBe(real(key, options));
      }
    }
    expect(lite(['missing.key', 'app.name'])).toBe(real(['missing.key', 'app.name']));
    expect(lite(['missing.key', 'other.missing'])).toBe(real(['missing.key', 'other.missing']));
    expect(lite('missing.key', 'A default')).toBe(real('missing.key', 'A default'));
    expect(lite('app.name', { lng: 'en' })).toBe(real('app.name', { lng: 'en' }));
  });

  test('a catalog added later, then the language changed', async () => {
    const lite = new I18nLite();
    await lite.init({ ...i18nConfig, lng: 'en', resources: { en: { common: catalogs.en } } });
    const before = lite.getFixedT('en');
    expect(lite.hasResourceBundle('km', DEFAULT_NAMESPACE)).toBe(false);
    lite.addResourceBundle('km', DEFAULT_NAMESPACE, catalogs.km, true, true);
    expect(lite.hasResourceBundle('km', DEFAULT_NAMESPACE)).toBe(true);
    const changes: string[] = [];
    const stop = lite.onLanguageChanged((lng) => changes.push(lng));
    await lite.changeLanguage('km');
    stop();
    expect(changes).toEqual(['km']);
    expect(lite.language).toBe('km');
    expect(lite.t('app.name')).toBe((km as { app: { name: string } }).app.name);
    expect(lite.getFixedT('km')).not.toBe(before);
    expect(lite.getFixedT('en')).toBe(before);
  });
});

describe('the lite react-i18next', () => {
  test('useTranslation renders with the provider’s instance, as react-i18next does', async () => {
    const lite = new I18nLite();
    await lite.use(initReactI18next).init({
      ...i18nConfig,
      lng: 'km',
      resources: { km: { common: catalogs.km } },
    });
    function Title() {
      const { t, i18n, ready } = useTranslation();
      const [t2] = useTranslation();
      return createElement(
        'p',
        null,
        `${t('app.name')}|${t2 === t}|${i18n.language}|${ready}|${t('auth.verify.attemptsLeft', { count: 3 })}`,
      );
    }
    const html = renderToString(
      createElement(I18nextProvider, { i18n: lite }, createElement(Title)),
    );
    const real = createInstance();
    await real.init({ ...i18nConfig, lng: 'km', resources: { km: { common: catalogs.km } } });
    expect(html).toBe(
      `<p>${real.t('app.name')}|true|km|true|${real.t('auth.verify.attemptsLeft', { count: 3 })}</p>`,
    );
    // Without a provider: the instance initReactI18next was given.
    expect(renderToString(createElement(Title))).toBe(html);
  });
});
