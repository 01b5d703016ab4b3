import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { locationParentOf, locationTypeOf, slugify, type LocationType } from '@repo/domain';
import { parse } from 'yaml';
import { z } from 'zod';

/** One entry of the gazetteer format (pumi / NCDD): names in Khmer and Latin, a centre point. */
const entrySchema = z.object({
  name: z.object({ km: z.string().min(1), latin: z.string().min(1) }),
  geodata: z
    .object({ lat: z.coerce.number().optional(), long: z.coerce.number().optional() })
    .partial()
    .optional(),
});

const FILES = [
  { file: 'provinces.yml', key: 'provinces', digits: 2 },
  { file: 'districts.yml', key: 'districts', digits: 4 },
  { file: 'communes.yml', key: 'communes', digits: 6 },
] as const;

export interface GazetteerLocation {
  id: string;
  parentId: string | null;
  type: LocationType;
  slug: string;
  nameEn: string;
  nameKm: string;
  lat: number | null;
  lng: number | null;
}

export class GazetteerError extends Error {
  override name = 'GazetteerError';
}

/**
 * Reads a gazetteer folder (provinces.yml, districts.yml, communes.yml keyed by
 * 2-, 4- and 6-digit codes) into location rows, parents first, each with a unique
 * URL slug. Fails with a message naming the file and code when the data is broken.
 */
export async function readGazetteer(dir: string): Promise<GazetteerLocation[]> {
  const rows: GazetteerLocation[] = [];
  const known = new Set<string>();
  for (const { file, key, digits } of FILES) {
    const path = join(dir, file);
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch {
      throw new GazetteerError(
        `Cannot read ${path}: a gazetteer folder holds ${FILES.map((f) => f.file).join(', ')}.`,
      );
    }
    const document = parse(text) as Record<string, unknown> | null;
    const entries = document?.[key];
    if (!entries || typeof entries !== 'object') {
      throw new GazetteerError(`${path} has no top-level "${key}" mapping.`);
    }
    for (const [code, raw] of Object.entries(entries as Record<string, unknown>)) {
      if (!new RegExp(`^\\d{${digits}}$`).test(code)) {
        throw new GazetteerError(`${path}: code "${code}" should have ${digits} digits.`);
      }
      const parsed = entrySchema.safeParse(raw);
      if (!parsed.success) {
        throw new GazetteerError(`${path}: entry ${code} lacks name.km or name.latin.`);
      }
      const parent = locationParentOf(code);
      if (digits > 2 && !known.has(parent)) {
        throw new GazetteerError(`${path}: entry ${code} points at unknown parent ${parent}.`);
      }
      known.add(code);
      const { name, geodata } = parsed.data;
      rows.push({
        id: code,
        parentId: digits === 2 ? null : parent,
        type: locationTypeOf(code),
        slug: '',
        nameEn: name.latin.trim(),
        nameKm: name.km.trim(),
        lat: Number.isFinite(geodata?.lat) ? (geodata?.lat ?? null) : null,
        lng: Number.isFinite(geodata?.long) ? (geodata?.long ?? null) : null,
      });
    }
  }
  assignSlugs(rows);
  return rows;
}

/**
 * Gives every location a slug unique across all levels (URLs like
 * `/all-ads-in-{slug}` take any level). Provinces keep the plain name; a lower level
 * whose name is taken gets its parent's slug appended, then its code.
 */
export function assignSlugs(rows: GazetteerLocation[]): void {
  const taken = new Set<string>();
  const slugById = new Map<string, string>();
  for (const row of rows) {
    const base = slugify(row.nameEn, `${row.type}-${row.id}`);
    const parentSlug = row.parentId ? slugById.get(row.parentId) : undefined;
    const candidates = [
      base,
      parentSlug ? `${base}-${parentSlug}` : undefined,
      `${base}-${row.id}`,
    ];
    const slug =
      candidates.find((candidate) => candidate && !taken.has(candidate)) ?? `${base}-${row.id}`;
    taken.add(slug);
    slugById.set(row.id, slug);
    row.slug = slug;
  }
}
