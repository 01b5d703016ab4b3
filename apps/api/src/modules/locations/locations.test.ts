import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { locationsResponseSchema } from '@repo/domain';
import { DEVICE, GAZETTEER_DIR, setupTestApp } from '../../test/database.ts';
import { locations } from '../../db/schema.ts';
import { GazetteerError, readGazetteer } from './gazetteer.ts';
import { importGazetteer } from './locations.import.ts';

const env = setupTestApp({ config: { CATEGORY_CACHE_TTL_MS: 0 } });

describe('GET {api}/locations', () => {
  it('lists the 25 built-in provinces with Khmer and English names before any import', async () => {
    const response = await env.app.inject({ url: '/api/locations', headers: DEVICE });
    expect(response.statusCode).toBe(200);
    const { data } = locationsResponseSchema.parse(response.json());
    expect(data).toHaveLength(25);
    expect(data.find((l) => l.slug === 'phnom-penh')).toMatchObject({
      id: '12',
      parent: '0',
      type: 'province',
      name: { en: 'Phnom Penh', km: 'ភ្នំពេញ' },
    });
    expect(data.find((l) => l.id === '10')?.slug).toBe('kratie');
  });
});

describe('gazetteer import', () => {
  it('imports 25 provinces, 210 districts and 1,652 communes with correct parent links', async () => {
    const report = await importGazetteer(env.database.db, GAZETTEER_DIR);
    expect(report.totals).toEqual({ province: 25, district: 210, commune: 1652 });
    expect(report.inserted).toBe(210 + 1652);

    const rows = await env.database.db.select().from(locations);
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const row of rows) {
      if (row.type === 'province') {
        expect(row.parentId).toBeNull();
        continue;
      }
      const parent = byId.get(row.parentId ?? '');
      expect(parent, `${row.id} has its parent`).toBeDefined();
      expect(parent?.type).toBe(row.type === 'district' ? 'province' : 'district');
      expect(row.id.startsWith(parent?.id ?? '-')).toBe(true);
      expect(row.nameKm).toMatch(/[\u1780-\u17FF]/);
    }
    expect(new Set(rows.map((row) => row.slug)).size).toBe(rows.length);
  });

  it('changes nothing when the same folder is imported again', async () => {
    const before = await env.database.db.select().from(locations);
    const report = await importGazetteer(env.database.db, GAZETTEER_DIR);
    expect(report).toMatchObject({ inserted: 0, updated: 0, unchanged: 25 + 210 + 1652 });
    const after = await env.database.db.select().from(locations);
    expect(after).toEqual(before);
  });

  it('serves the districts of a province and finds a place by slug', async () => {
    const districts = await env.app.inject({ url: '/api/locations?parent=12', headers: DEVICE });
    const { data } = locationsResponseSchema.parse(districts.json());
    expect(data.length).toBeGreaterThanOrEqual(12);
    expect(data.every((d) => d.parent === '12' && d.type === 'district')).toBe(true);
    const first = data[0]!;
    const one = await env.app.inject({ url: `/api/locations/${first.slug}`, headers: DEVICE });
    expect(one.json().data).toEqual(first);
    const communes = await env.app.inject({
      url: `/api/locations?parent=${first.id}`,
      headers: DEVICE,
    });
    expect(communes.json().data.every((c: { type: string }) => c.type === 'commune')).toBe(true);
  });

  it('answers an unknown parent or place with 404', async () => {
    expect(
      (await env.app.inject({ url: '/api/locations?parent=99', headers: DEVICE })).statusCode,
    ).toBe(404);
    const missing = await env.app.inject({ url: '/api/locations/atlantis', headers: DEVICE });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().data.code).toBe('NOT_FOUND');
  });
});

describe('readGazetteer', () => {
  async function folder(files: Record<string, string>) {
    const dir = await mkdtemp(join(tmpdir(), 'gazetteer-'));
    for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text);
    return dir;
  }
  const province = `provinces:\n  '12':\n    name:\n      km: ភ្នំពេញ\n      latin: Phnom Penh\n`;

  it('says which file is missing', async () => {
    const dir = await folder({ 'provinces.yml': province });
    await expect(readGazetteer(dir)).rejects.toThrow(/districts\.yml/);
  });

  it('refuses a district whose province does not exist', async () => {
    const dir = await folder({
      'provinces.yml': province,
      'districts.yml': `districts:\n  '1301':\n    name:\n      km: ក\n      latin: Nowhere\n`,
      'communes.yml': 'communes: {}\n',
    });
    await expect(readGazetteer(dir)).rejects.toThrow(GazetteerError);
    await expect(readGazetteer(dir)).rejects.toThrow(/1301.*unknown parent 13/);
  });

  it('gives a repeated name a slug qualified by its parent', async () => {
    const dir = await folder({
      'provinces.yml': province,
      'districts.yml': `districts:\n  '1201':\n    name:\n      km: ក\n      latin: Phnom Penh\n`,
      'communes.yml': `communes:\n  '120101':\n    name:\n      km: ខ\n      latin: Phnom Penh\n`,
    });
    const rows = await readGazetteer(dir);
    expect(rows.map((r) => r.slug)).toEqual([
      'phnom-penh',
      'phnom-penh-phnom-penh',
      'phnom-penh-phnom-penh-phnom-penh',
    ]);
  });
});
