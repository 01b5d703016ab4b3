import { directorySearchParams, type DirectoryNote, type DirectoryQuery } from '@repo/domain';

/** The two directory searches; their catalog sections are `directory.users` and `directory.companies`. */
export type DirectoryPageKind = 'users' | 'companies';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** `path` with the query's parameters (defaults left out). */
export function directoryHref(path: string, query: Partial<DirectoryQuery>): string {
  const search = directorySearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

/**
 * One translated line for each note about the address (the page's parser and the API's), the
 * same note once. A missing keyword is no note: the page invites one instead.
 */
export function noteLines(t: Translate, notes: readonly DirectoryNote[]): string[] {
  const lines: string[] = [];
  for (const note of notes) {
    let line: string | null = null;
    if (note.param === 'cursor') line = t('directory.notes.cursor');
    else if (note.param === 'limit') line = t('directory.notes.limit');
    else if (note.param === 'q' && note.reason === 'truncated')
      line = t('directory.notes.truncated');
    else if (note.param === 'q' && note.reason === 'invalid') line = t('directory.notes.invalid');
    if (line && !lines.includes(line)) lines.push(line);
  }
  return lines;
}
