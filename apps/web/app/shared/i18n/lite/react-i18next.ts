import {
  createContext,
  createElement,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import type { I18nLite, TFunction } from './i18next.ts';

/**
 * The browser's react-i18next (client JS), for the lite i18next of `./i18next.ts`:
 * `I18nextProvider`, `initReactI18next` and `useTranslation()`, whose `t` is the same function
 * until the language changes (then the component renders again with the new one), as
 * react-i18next's. vite.config.ts resolves `react-i18next` to this module in the browser
 * bundle only.
 */
const I18nContext = createContext<I18nLite | undefined>(undefined);
let initialized: I18nLite | undefined;

export const initReactI18next = {
  type: '3rdParty' as const,
  init(instance: I18nLite) {
    initialized = instance;
  },
};

export function I18nextProvider({ i18n, children }: { i18n: I18nLite; children?: ReactNode }) {
  return createElement(I18nContext.Provider, { value: i18n }, children);
}

export function useTranslation(): [TFunction, I18nLite, boolean] & {
  t: TFunction;
  i18n: I18nLite;
  ready: boolean;
} {
  const i18n = useContext(I18nContext) ?? initialized;
  if (!i18n) throw new Error('useTranslation: no i18next instance (initReactI18next)');
  const [language, setLanguage] = useState(i18n.language);
  useEffect(() => {
    if (i18n.language !== language) setLanguage(i18n.language);
    return i18n.onLanguageChanged(setLanguage);
  }, [i18n, language]);
  const t = i18n.getFixedT(i18n.language);
  return Object.assign([t, i18n, true] as [TFunction, I18nLite, boolean], {
    t,
    i18n,
    ready: true,
  });
}
