import { z } from 'zod';

/** The most ads one GET {api}/me/marks asks about (a page of cards and its top block). */
export const AD_MARKS_IDS_MAX = 100;

/** The most likes, and the most saves, GET {api}/me/marks without `ids` answers with. */
export const AD_MARKS_ALL_MAX = 1000;

/**
 * GET {api}/me/marks?ids=12,15,40: which of these ads the member liked and saved. Ids are ad
 * ids, comma-separated, at most AD_MARKS_IDS_MAX; repeats are asked once. Without `ids`: the
 * member's likes and saves of ads that are not deleted, the most recent AD_MARKS_ALL_MAX of each.
 */
export const adMarksQuerySchema = z.object({
  ids: z
    .string()
    .max(AD_MARKS_IDS_MAX * 20)
    .regex(/^[1-9]\d{0,17}(?:,[1-9]\d{0,17})*$/, 'ids: ad ids, comma-separated')
    .transform((value) => [...new Set(value.split(','))])
    .refine((ids) => ids.length <= AD_MARKS_IDS_MAX, `ids: at most ${AD_MARKS_IDS_MAX}`)
    .optional(),
});

/**
 * The asked ads the member liked, and those they saved (ids; the others are neither). `complete`
 * says whether every ad not listed is unmarked: always with `ids`; without, unless a list was
 * cut at AD_MARKS_ALL_MAX.
 */
export const adMarksSchema = z.object({
  liked: z.array(z.string()),
  saved: z.array(z.string()),
  complete: z.boolean(),
});
export type AdMarks = z.infer<typeof adMarksSchema>;
export const adMarksResponseSchema = z.object({ data: adMarksSchema });
