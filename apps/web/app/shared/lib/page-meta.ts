import type { MetaDescriptor } from '@remix-run/node';

/** Title and description from a loader's translated `meta` field. */
export function pageMeta(
  meta: { title: string; description: string } | undefined,
): MetaDescriptor[] {
  if (!meta) return [{ title: 'Psar' }];
  return [{ title: meta.title }, { name: 'description', content: meta.description }];
}
