import { moveItem } from '~/shared/lib/move-item.ts';

/** The up and down buttons of the album pages (ADR 0048): what a press asks for. */

/** The ids of `list` with the one of `id` moved by `by` places, or null when it cannot move. */
export function movedIds(list: readonly { id: string }[], id: string, by: number): string[] | null {
  const ids = list.map((item) => item.id);
  const from = ids.indexOf(id);
  if (by === 0 || from < 0 || from + by < 0 || from + by >= ids.length) return null;
  return moveItem(ids, from, from + by);
}

/** The direction of a move button: -1 (up, earlier), 1 (down, later), or 0. */
export const stepOf = (value: FormDataEntryValue | null) =>
  value === 'up' ? -1 : value === 'down' ? 1 : 0;
