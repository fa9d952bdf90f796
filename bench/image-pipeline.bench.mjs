#!/usr/bin/env node
// Image pipeline throughput: builds the backend, makes BENCH_IMAGES distinct 12-megapixel
// phone-like JPEGs (4000x3000, EXIF with a GPS position, orientation 6), then in the same run
// and with the same libvips settings (one thread per image, no cache, as the app sets them)
// and the same number of images at once (BENCH_CONCURRENCY, default 2, the images queue's):
//   - a bare sharp loop: decode, auto-orient, resize to 1600 px and to 320 px, WebP;
//   - the images job's work (ImagePipeline.inspect + variants): the same resizes;
//   - the whole pipeline of an upload (inspect, clean: upright and stripped full-size JPEG,
//     then the variants from the cleaned file).
// Prints images per second for each and the ratio to the bare loop. Figures, not a test.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const IMAGES = Number(process.env.BENCH_IMAGES ?? 8);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

if (process.env.BENCH_SKIP_BUILD !== '1') {
  const build = spawnSync('npm', ['run', 'build', '-w', 'backend'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const require = createRequire(new URL('../backend/package.json', import.meta.url));
require('reflect-metadata');
const sharp = require('sharp');
const { ImagePipeline } = require('../backend/dist/modules/images/image-pipeline.js');
const { VARIANT_MAX_SIDE } = require('../backend/dist/modules/images/variant-keys.js');

// Also applies the app's libvips settings (sharp's are process-wide): the bare loop runs under them too.
const pipeline = new ImagePipeline();

/** A smooth gradient with mild noise compresses like a photo (about 2 to 3 MB at quality 88). */
async function phonePhoto(seed) {
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const offset = (y * width + x) * 3;
      pixels[offset] = (x * 255) / width + seed * 13;
      pixels[offset + 1] = (y * 255) / height;
      pixels[offset + 2] = ((x + y + seed * 31) % 512) / 2;
    }
  }
  const grainy = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .composite([
      {
        input: {
          create: {
            width,
            height,
            channels: 3,
            background: '#808080',
            noise: { type: 'gaussian', mean: 128, sigma: 12 },
          },
        },
        blend: 'overlay',
      },
    ])
    .png({ compressionLevel: 0 })
    .toBuffer();
  return sharp(grainy)
    .withExif({
      IFD0: { Make: 'BenchCam', Model: 'Phone 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 2976/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 21/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** The resizes the job makes, at the qualities it uses (82 web, 75 thumbnail), nothing else. */
const bare = async (bytes) => {
  const source = sharp(bytes).autoOrient();
  const resized = (side, quality) =>
    source
      .clone()
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
      .webp({ quality })
      .toBuffer();
  await resized(VARIANT_MAX_SIDE.web, 82);
  await resized(VARIANT_MAX_SIDE.thumb, 75);
};
const job = async (bytes) => {
  await pipeline.inspect(bytes);
  await pipeline.variants(bytes);
};
const upload = async (bytes) => {
  const facts = await pipeline.inspect(bytes);
  const published = facts.needsCleaning ? await pipeline.clean(bytes, facts.format) : bytes;
  await pipeline.variants(published);
};

/** Images per second for the whole set, CONCURRENCY at a time. */
async function throughput(work, photos) {
  const queue = [...photos];
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let photo = queue.shift(); photo; photo = queue.shift()) await work(photo);
    }),
  );
  return photos.length / (Number(process.hrtime.bigint() - started) / 1e9);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

console.log(`Making ${IMAGES} 12-megapixel JPEGs…`);
const photos = [];
for (let seed = 0; seed < IMAGES; seed++) photos.push(await phonePhoto(seed));
const averageMb = photos.reduce((sum, photo) => sum + photo.length, 0) / photos.length / 1024 / 1024;
console.log(
  `  ${averageMb.toFixed(1)} MB each on average; ${cpus().length} CPUs, ${CONCURRENCY} images at once, libvips threads per image: ${sharp.concurrency()}`,
);

await throughput(bare, photos.slice(0, CONCURRENCY)); // Warm-up: libvips loads its codecs.
const runs = { bare: [], job: [], upload: [] };
for (let round = 0; round < ROUNDS; round++) {
  // Interleaved, so a noisy neighbour or thermal drift weighs on all three alike.
  runs.bare.push(await throughput(bare, photos));
  runs.job.push(await throughput(job, photos));
  runs.upload.push(await throughput(upload, photos));
}
const base = median(runs.bare);
const line = (label, rate, note) =>
  console.log(
    `${label.padEnd(44)} ${rate.toFixed(2).padStart(6)} images/s   ${(rate / base).toFixed(2)} x bare   ${note}`,
  );
console.log(`\nMedian of ${ROUNDS} rounds of ${IMAGES} images:`);
line('bare sharp loop (resize to 1600 + 320, WebP)', base, '');
line('images job (inspect + variants)', median(runs.job), 'the same resizes, as the worker runs them');
line(
  'whole upload pipeline (clean + variants)',
  median(runs.upload),
  'adds the stripped full-size JPEG made at upload',
);
