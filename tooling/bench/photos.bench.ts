/**
 * Measures, in one run on this machine, the photo pipeline of POST {api}/me/photos on a
 * 12-megapixel JPEG (4000×3000, photo-like content: gradients, shapes and sensor-like noise):
 *  - the product: `renderRenditions`, the very function the API runs (decode, auto-rotate,
 *    thumb 320 / medium 800 / large 1600 WebP);
 *  - the reference: a plain sharp decode and re-encode of the same JPEG to JPEG at full size.
 * Runs alternate (product, reference) after a warm-up; medians are reported with their ratio.
 * Budget (ADR 0010): under 1 s per 12-megapixel image.
 * Usage: pnpm --filter @repo/bench bench:photos   (BENCH_RUNS, default 9)
 */
import { availableParallelism, cpus, loadavg } from 'node:os';
import { renderRenditions } from '@repo/api/bench';
import sharp from 'sharp';

const WIDTH = 4000;
const HEIGHT = 3000;
const RUNS = Math.max(3, Number(process.env.BENCH_RUNS ?? 9));
const BUDGET_MS = 1000;

/** Photo-like pixels: a sky-to-ground gradient, a few solid shapes with soft edges, noise. */
function photoLikePixels(width: number, height: number): Buffer {
  const pixels = Buffer.alloc(width * height * 3);
  let state = 2026;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
  const shapes = Array.from({ length: 24 }, () => ({
    x: random() * width,
    y: random() * height,
    r: 80 + random() * 600,
    color: [random() * 255, random() * 255, random() * 255],
  }));
  for (let y = 0; y < height; y += 1) {
    const sky = y / height;
    for (let x = 0; x < width; x += 1) {
      let r = 90 + 120 * (1 - sky) + 20 * Math.sin(x / 140);
      let g = 130 + 70 * (1 - sky) + 15 * Math.cos(y / 90);
      let b = 200 - 140 * sky;
      for (const shape of shapes) {
        const d = Math.hypot(x - shape.x, y - shape.y);
        if (d < shape.r) {
          const edge = Math.min(1, (shape.r - d) / 12);
          r += (shape.color[0]! - r) * edge;
          g += (shape.color[1]! - g) * edge;
          b += (shape.color[2]! - b) * edge;
        }
      }
      // Texture that survives downscaling (a hash of 4×4 blocks, ±12 levels: foliage, fabric,
      // gravel) plus sensor-like noise (the sum of three uniforms, about ±10 levels).
      const block = Math.imul(x >> 2, 73_856_093) ^ Math.imul(y >> 2, 19_349_663);
      const texture = (((block >>> 0) % 25) - 12) * (0.5 + 0.5 * Math.sin((x + y) / 300));
      const noise = texture + (random() + random() + random() - 1.5) * 14;
      const i = (y * width + x) * 3;
      pixels[i] = Math.max(0, Math.min(255, r + noise));
      pixels[i + 1] = Math.max(0, Math.min(255, g + noise));
      pixels[i + 2] = Math.max(0, Math.min(255, b + noise));
    }
  }
  return pixels;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

interface Timing {
  wallMs: number;
  /** CPU time of the whole process (every libvips thread), user + system. */
  cpuMs: number;
}

async function timed(task: () => Promise<unknown>): Promise<Timing> {
  const cpu = process.cpuUsage();
  const start = performance.now();
  await task();
  const used = process.cpuUsage(cpu);
  return { wallMs: performance.now() - start, cpuMs: (used.user + used.system) / 1000 };
}

const jpeg = await sharp(photoLikePixels(WIDTH, HEIGHT), {
  raw: { width: WIDTH, height: HEIGHT, channels: 3 },
})
  .jpeg({ quality: 90 })
  .toBuffer();
console.log(
  `input: ${WIDTH}×${HEIGHT} JPEG (q90), ${(jpeg.length / 1e6).toFixed(2)} MB; node ${process.version}, ` +
    `${availableParallelism()} cores (${cpus()[0]?.model.trim() ?? 'unknown cpu'}), sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}`,
);

const product = () => renderRenditions(jpeg);
const reference = () => sharp(jpeg).jpeg({ quality: 90 }).toBuffer();

const sample = await product();
console.log(
  `renditions: ${(['thumb', 'medium', 'large'] as const)
    .map(
      (name) =>
        `${name} ${sample[name].width}×${sample[name].height} ${(sample[name].data.length / 1024).toFixed(0)} KB`,
    )
    .join(', ')}`,
);
await reference(); // warm-up (both paths are now loaded and JIT-compiled)

const productRuns: Timing[] = [];
const referenceRuns: Timing[] = [];
for (let run = 0; run < RUNS; run += 1) {
  productRuns.push(await timed(product));
  referenceRuns.push(await timed(reference));
}

const summary = (runs: Timing[]) => {
  const wall = runs.map((run) => run.wallMs);
  return {
    wall: median(wall),
    min: Math.min(...wall),
    max: Math.max(...wall),
    cpu: median(runs.map((run) => run.cpuMs)),
  };
};
const ours = summary(productRuns);
const ref = summary(referenceRuns);
const [load1] = loadavg();
console.log(`\n${RUNS} runs each, alternating, medians (load average ${load1!.toFixed(1)}):`);
console.log('| pipeline | median ms | min ms | max ms | CPU ms | ratio (wall) | ratio (CPU) |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
const row = (name: string, value: ReturnType<typeof summary>) =>
  console.log(
    `| ${name} | ${value.wall.toFixed(0)} | ${value.min.toFixed(0)} | ${value.max.toFixed(0)} | ${value.cpu.toFixed(0)} | ${(value.wall / ref.wall).toFixed(2)}× | ${(value.cpu / ref.cpu).toFixed(2)}× |`,
  );
row("renditions (thumb, medium, large WebP; the API's function)", ours);
row('reference: decode + re-encode to JPEG at full size', ref);
const within = ours.wall < BUDGET_MS;
console.log(
  `\nbudget < ${BUDGET_MS} ms per 12-megapixel image: ${within ? 'met' : 'NOT MET'} (${ours.wall.toFixed(0)} ms wall, ${ours.cpu.toFixed(0)} ms CPU)`,
);
if (!within) process.exitCode = 1;
