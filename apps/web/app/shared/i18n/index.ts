export { useLocale } from './use-locale.ts';
export { useCatalog } from './use-catalog.ts';
export { useLocalizedPath } from './localized-path.ts';
