import sharp from 'sharp';
import { createRandom } from './demo-content.ts';

/**
 * A generated demo photo: a soft two-colour background with a few shapes, different for
 * each seed, as a JPEG (what a phone would upload). No text, so no font is needed.
 */
export async function demoPhoto(
  seed: number,
  size: { width: number; height: number } = { width: 800, height: 600 },
): Promise<Buffer> {
  const random = createRandom(seed);
  const { width, height } = size;
  const hue = random.int(0, 359);
  const shapes: string[] = [];
  for (let n = random.int(3, 6); n > 0; n--) {
    const h = (hue + random.int(20, 200)) % 360;
    const fill = `hsl(${h} ${random.int(35, 75)}% ${random.int(35, 70)}%)`;
    const x = random.int(0, width);
    const y = random.int(0, height);
    if (random.chance(0.5)) {
      shapes.push(
        `<circle cx="${x}" cy="${y}" r="${random.int(40, 220)}" fill="${fill}" opacity="0.85"/>`,
      );
    } else {
      const w = random.int(80, 420);
      const r = random.int(0, 40);
      shapes.push(
        `<rect x="${x - w / 2}" y="${y - w / 3}" width="${w}" height="${random.int(60, 300)}" rx="${r}" fill="${fill}" opacity="0.85"/>`,
      );
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue} 60% 88%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 55% 62%)"/>
</linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>${shapes.join('')}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

/** Seeded demo ads or store albums whose generated photos are still to be made. */
export interface DemoPhotoWork {
  /** Whose uploads the photos are. */
  userId: number;
  /** The first photo's seed; the next ones count up from it. */
  photoSeed: number;
  photoCount: number;
}

/**
 * Makes and attaches the generated photos of seeded demo ads or store albums, one at a time
 * (run in the background after the server listens: ads and albums show their photos as they
 * are made). `save` stores a photo as the item's user (the photo service's `save`: checks,
 * renditions, storage); `attach` puts the item's photos in place (the ad's photo list, or the
 * album's photos).
 */
export async function attachDemoPhotos<Work extends DemoPhotoWork>(
  items: readonly Work[],
  save: (userId: number, image: Buffer) => Promise<{ id: string }>,
  attach: (item: Work, photoIds: string[]) => Promise<void>,
): Promise<number> {
  let made = 0;
  for (const item of items) {
    const ids: string[] = [];
    for (let n = 0; n < item.photoCount; n++) {
      const photo = await save(item.userId, await demoPhoto(item.photoSeed + n));
      ids.push(photo.id);
    }
    if (ids.length > 0) await attach(item, ids);
    made += ids.length;
  }
  return made;
}
