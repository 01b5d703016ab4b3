// Long on purpose: one small library (the part of i18next the pages use), kept whole so it can be checked against i18next.
/**
 * The browser's i18next (client JS): the part of i18next 23 the pages use, in about
 * 1 kB of gzipped script instead of 15. vite.config.ts resolves `i18next` to this module in the
 * browser bundle only; the server renders with i18next itself, and `lite.test.ts` checks that
 * both give the same text for every key of both catalogs.
 *
 * What it does as i18next does: nested keys (`a.b.c`, `ns:key`, natural-language keys), the
 * fallback language, plurals by `count` (`_zero`, then `Intl.PluralRules`, then the bare key),
 * `{{value}}` and `{{value, format}}` interpolation through `interpolation.format`
 * (`alwaysFormat`), unknown values left as written, the key itself when nothing is found, and
 * `defaultValue`. Not here: nesting (`$t(…)`, which no catalog uses), `context`, `ordinal`,
 * `returnObjects`, backends, post-processors.
 */

type Data = Record<string, unknown>;
type Format = (value: unknown, format: string | undefined, lng: string, options: Data) => unknown;
type Listener = (lng: string) => void;

export interface InitOptions {
  lng: string;
  fallbackLng?: string | readonly string[];
  supportedLngs?: readonly string[];
  defaultNS?: string;
  resources?: Record<string, Record<string, Data>>;
  interpolation?: { format?: Format; alwaysFormat?: boolean };
}

export type TFunction = (key: string | string[], options?: Data | string) => string;

const isString = (value: unknown): value is string => typeof value === 'string';
const isObject = (value: unknown): value is Data => typeof value === 'object' && value !== null;

/** i18next's `getPath`: own keys on the way, any key at the end. */
function getPath(object: unknown, path: string[]): unknown {
  let current = object;
  for (let index = 0; index < path.length - 1; index++) {
    if (!current || isString(current)) return undefined;
    const key = path[index]!;
    current = Object.prototype.hasOwnProperty.call(current, key) ? (current as Data)[key] : {};
  }
  if (!current || isString(current)) return undefined;
  return (current as Data)[path[path.length - 1]!];
}

/** i18next's `deepFind`: a path whose keys may themselves hold dots. */
function deepFind(object: unknown, path: string): unknown {
  if (!isObject(object)) return undefined;
  if (object[path]) return object[path];
  const tokens = path.split('.');
  let current: unknown = object;
  for (let index = 0; index < tokens.length;) {
    if (!isObject(current)) return undefined;
    let next: unknown;
    let nextPath = '';
    for (let end = index; end < tokens.length; ++end) {
      if (end !== index) nextPath += '.';
      nextPath += tokens[end];
      next = current[nextPath];
      if (next !== undefined) {
        if (['string', 'number', 'boolean'].includes(typeof next) && end < tokens.length - 1)
          continue;
        index += end - index + 1;
        break;
      }
    }
    current = next;
  }
  return current;
}

const NATURAL_LANGUAGE = /( |,|\?|!|;)/;

/** i18next's `looksLikeObjectPath` for the default separators (`:` and `.`). */
function looksLikeObjectPath(key: string): boolean {
  if (!NATURAL_LANGUAGE.test(key)) return true;
  const dot = key.indexOf('.');
  return dot > 0 && !NATURAL_LANGUAGE.test(key.substring(0, dot));
}

const plurals = new Map<string, Intl.PluralRules>();
function pluralSuffix(lng: string, count: number): string {
  let rules = plurals.get(lng);
  if (!rules) {
    rules = new Intl.PluralRules(lng === 'dev' ? 'en' : lng.replace('_', '-'));
    plurals.set(lng, rules);
  }
  return `_${rules.select(count)}`;
}

export class I18nLite {
  language = '';
  isInitialized = false;
  options: InitOptions = { lng: '' };
  private data: Record<string, Record<string, unknown>> = {};
  private plugins: { init?: (instance: I18nLite) => void }[] = [];
  private listeners = new Set<Listener>();
  private fixed = new Map<string, TFunction>();

  use(plugin: { init?: (instance: I18nLite) => void }): this {
    this.plugins.push(plugin);
    return this;
  }

  init(options: InitOptions): Promise<TFunction> {
    this.options = options;
    this.language = options.lng;
    for (const [lng, bundles] of Object.entries(options.resources ?? {}))
      for (const [ns, bundle] of Object.entries(bundles)) this.addResourceBundle(lng, ns, bundle);
    for (const plugin of this.plugins) plugin.init?.(this);
    this.isInitialized = true;
    return Promise.resolve(this.t);
  }

  /** Translates in the current language (a new function each language, as react-i18next's). */
  t: TFunction = (key, options) => this.translate(key, options, this.language);

  getFixedT(lng: string): TFunction {
    let t = this.fixed.get(lng);
    if (!t) {
      t = (key, options) => this.translate(key, options, lng);
      this.fixed.set(lng, t);
    }
    return t;
  }

  changeLanguage(lng: string): Promise<TFunction> {
    this.language = lng;
    for (const listener of [...this.listeners]) listener(lng);
    return Promise.resolve(this.t);
  }

  /** Listens to `languageChanged` (the one event the pages need); returns the unsubscribe. */
  onLanguageChanged(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  hasResourceBundle(lng: string, ns: string): boolean {
    return this.data[lng]?.[ns] !== undefined;
  }

  addResourceBundle(lng: string, ns: string, resources: Data, deep = false, overwrite = false) {
    const copy = JSON.parse(JSON.stringify(resources)) as Data;
    const pack = (this.data[lng]?.[ns] as Data | undefined) ?? {};
    (this.data[lng] ??= {})[ns] = deep ? deepExtend(pack, copy, overwrite) : { ...pack, ...copy };
  }

  private resource(lng: string, ns: string, key: string): unknown {
    const found = getPath(this.data, [lng, ns, ...key.split('.')]);
    return found ? found : deepFind(this.data[lng]?.[ns], key);
  }

  /** `ns:key` → the namespace and the key, as i18next's `extractFromKey`. */
  private extract(key: string): { key: string; ns: string } {
    let ns = this.options.defaultNS ?? 'translation';
    if (key.includes(':') && looksLikeObjectPath(key) && !/\$t\((.+?)\)/.test(key)) {
      const parts = key.split(':');
      ns = parts.shift()!;
      key = parts.join('.');
    }
    return { key, ns };
  }

  private codes(lng: string): string[] {
    const { fallbackLng = [], supportedLngs } = this.options;
    const codes: string[] = [];
    for (const code of [lng, ...(isString(fallbackLng) ? [fallbackLng] : fallbackLng)])
      if (code && !codes.includes(code) && (!supportedLngs || supportedLngs.includes(code)))
        codes.push(code);
    return codes;
  }

  private translate(keys: string | string[], given: Data | string | undefined, lng: string) {
    if (keys === undefined || keys === null) return '';
    const list = Array.isArray(keys) ? keys.map(String) : [String(keys)];
    const options: Data = isString(given) ? { defaultValue: given } : { ...given };
    const target = isString(options.lng) ? options.lng : lng;
    const count = options.count;
    const plural = count !== undefined && !isString(count);
    let found: unknown;
    for (const item of list) {
      if (found !== undefined && found !== null) break;
      const { key, ns } = this.extract(item);
      for (const code of this.codes(target)) {
        if (found !== undefined && found !== null) break;
        const candidates = [key];
        if (plural) {
          candidates.push(key + pluralSuffix(code, count as number));
          if (count === 0) candidates.push(`${key}_zero`);
        }
        for (let candidate = candidates.pop(); candidate; candidate = candidates.pop())
          if (found === undefined || found === null) found = this.resource(code, ns, candidate);
      }
    }
    const { key } = this.extract(list[list.length - 1]!);
    if (isObject(found) && !(found instanceof RegExp))
      return `key '${key} (${this.language})' returned an object instead of string.`;
    let text = found;
    if ((text === undefined || text === null) && options.defaultValue !== undefined)
      text = options.defaultValue;
    if (text === undefined || text === null) text = key;
    return this.interpolate(text as string, options, target);
  }

  /** i18next's `Interpolator.interpolate` with `escapeValue: false`, `skipOnVariables: true`. */
  private interpolate(text: string, options: Data, lng: string): string {
    const { format = (value: unknown) => value, alwaysFormat = false } =
      this.options.interpolation ?? {};
    const data = isObject(options.replace) ? options.replace : options;
    const valueOf = (name: string) => {
      const comma = name.indexOf(',');
      if (comma < 0) {
        const path = getPath(data, name.split('.'));
        const value = !path ? (deepFind(data, name) ?? path) : path;
        return alwaysFormat
          ? format(value, undefined, lng, { ...options, ...data, interpolationkey: name })
          : value;
      }
      const key = name.slice(0, comma).trim();
      const path = getPath(data, key.split('.'));
      const value = !path ? (deepFind(data, key) ?? path) : path;
      return format(value, name.slice(comma + 1).trim(), lng, {
        ...options,
        ...data,
        interpolationkey: key,
      });
    };
    let result = text;
    for (const regex of [/\{\{-(.+?)\}\}/g, /\{\{(.+?)\}\}/g]) {
      let replaces = 0;
      for (let match = regex.exec(result); match; match = regex.exec(result)) {
        const name = match[1]!.trim();
        let value = valueOf(name);
        if (value === undefined) {
          if (Object.prototype.hasOwnProperty.call(options, name)) value = '';
          else continue;
        } else if (!isString(value)) value = value === null ? '' : String(value);
        const replacement = value as string;
        result = result.replace(match[0], () => replacement);
        regex.lastIndex += replacement.length - match[0].length;
        if (++replaces >= 1000) break;
      }
    }
    return result;
  }
}

/** i18next's `deepExtend`. */
function deepExtend(target: Data, source: Data, overwrite: boolean): Data {
  for (const prop in source) {
    if (prop === '__proto__' || prop === 'constructor') continue;
    if (prop in target) {
      if (isString(target[prop]) || isString(source[prop])) {
        if (overwrite) target[prop] = source[prop];
      } else deepExtend(target[prop] as Data, source[prop] as Data, overwrite);
    } else target[prop] = source[prop];
  }
  return target;
}

const i18next = new I18nLite();
export default i18next;
export type { I18nLite as i18n };
