import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { ImagePipeline } from './image-pipeline';

/** 400x200, left half red and right half blue, carrying EXIF with a GPS position and `orientation`. */
async function phonePhoto(orientation: number, format: 'jpeg' | 'png' | 'webp' = 'jpeg'): Promise<Buffer> {
  const half = (r: number, b: number) =>
    sharp({ create: { width: 200, height: 200, channels: 3, background: { r, g: 0, b } } })
      .png()
      .toBuffer();
  return sharp({ create: { width: 400, height: 200, channels: 3, background: '#000' } })
    .composite([
      { input: await half(255, 0), left: 0, top: 0 },
      { input: await half(0, 255), left: 200, top: 0 },
    ])
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 2976/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 21/1 0/1',
      },
    })
    .withMetadata({ orientation })
    .toFormat(format)
    .toBuffer();
}

const pixel = async (image: Buffer, x: number, y: number) => {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return { r: data[offset], b: data[offset + 2] };
};

// Real 12-megapixel images: a few seconds on a busy machine.
jest.setTimeout(30_000);

describe('ImagePipeline', () => {
  const pipeline = new ImagePipeline();

  describe('inspect', () => {
    it('reads format and upright size from the header, and sees what must be cleaned', async () => {
      expect(await pipeline.inspect(await phonePhoto(6))).toEqual({
        format: 'jpeg',
        width: 400,
        height: 200,
        pixels: 80_000,
        needsCleaning: true,
      });
      const plain = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#fff' } })
        .png()
        .toBuffer();
      expect(await pipeline.inspect(plain)).toMatchObject({ format: 'png', needsCleaning: false });
    });

    it('answers null for bytes it cannot read', async () => {
      expect(await pipeline.inspect(Buffer.from('ffd8ffe000104a464946000101', 'hex'))).toBeNull();
      expect(await pipeline.inspect(Buffer.from('not an image'))).toBeNull();
    });
  });

  describe('clean', () => {
    it.each([6, 3, 8])('turns a JPEG with orientation %i upright and drops its EXIF and GPS', async (orientation) => {
      const cleaned = await pipeline.clean(await phonePhoto(orientation), 'jpeg');
      const metadata = await sharp(cleaned).metadata();
      expect(metadata).toMatchObject({ format: 'jpeg' });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(cleaned.includes(Buffer.from('PhoneMaker'))).toBe(false);
      // Where the red half ends up shows the rotation was applied to the pixels.
      const upright = orientation === 3 ? { width: 400, height: 200 } : { width: 200, height: 400 };
      expect({ width: metadata.width, height: metadata.height }).toEqual(upright);
      const red = { 6: [100, 20], 3: [380, 100], 8: [100, 380] }[orientation]!;
      const { r, b } = await pixel(cleaned, red[0], red[1]);
      expect(r).toBeGreaterThan(200);
      expect(b).toBeLessThan(60);
    });

    it.each(['png', 'webp'] as const)('keeps a %s image in its format, without its metadata', async (format) => {
      const cleaned = await pipeline.clean(await phonePhoto(1, format), format);
      const metadata = await sharp(cleaned).metadata();
      expect(metadata.format).toBe(format);
      expect(metadata.exif).toBeUndefined();
      expect(cleaned.includes(Buffer.from('PhoneMaker'))).toBe(false);
    });

    it('keeps the colour profile', async () => {
      const p3 = await sharp(await phonePhoto(6))
        .withIccProfile('p3')
        .jpeg()
        .toBuffer();
      expect((await sharp(await pipeline.clean(p3, 'jpeg')).metadata()).icc).toBeDefined();
    });
  });

  describe('variants', () => {
    it('makes a 1600 px web size and a 320 px thumbnail in WebP, upright and without metadata', async () => {
      const large = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#8a6' } })
        .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 0/1' } })
        .withMetadata({ orientation: 6 })
        .jpeg()
        .toBuffer();
      const { web, thumb } = await pipeline.variants(large);
      const [webMeta, thumbMeta] = await Promise.all([sharp(web).metadata(), sharp(thumb).metadata()]);
      expect(webMeta).toMatchObject({ format: 'webp', width: 1200, height: 1600 });
      expect(thumbMeta).toMatchObject({ format: 'webp', width: 240, height: 320 });
      expect(webMeta.exif).toBeUndefined();
      expect(thumbMeta.exif).toBeUndefined();
    });

    it('never enlarges a small image', async () => {
      const small = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#000' } })
        .png()
        .toBuffer();
      const { web, thumb } = await pipeline.variants(small);
      expect(await sharp(web).metadata()).toMatchObject({ width: 120, height: 80 });
      expect(await sharp(thumb).metadata()).toMatchObject({ width: 120, height: 80 });
    });

    it('keeps every frame of an animated GIF', async () => {
      const frame = (background: string) =>
        sharp({ create: { width: 600, height: 400, channels: 3, background } })
          .png()
          .toBuffer();
      const animated = await sharp([await frame('#f00'), await frame('#00f')], { join: { animated: true } })
        .gif()
        .toBuffer();
      expect(await pipeline.inspect(animated)).toMatchObject({ format: 'gif', width: 600, height: 400 });
      const { thumb } = await pipeline.variants(animated);
      expect(await sharp(thumb).metadata()).toMatchObject({ format: 'webp', pages: 2, width: 320 });
    });

    it('works off the event loop: other callbacks keep running while a 12 MP photo is resized', async () => {
      const photo = await sharp({
        create: {
          width: 4000,
          height: 3000,
          channels: 3,
          background: '#000',
          noise: { type: 'gaussian', mean: 128, sigma: 40 },
        },
      })
        .jpeg({ quality: 90 })
        .toBuffer();
      const delay = monitorEventLoopDelay({ resolution: 10 });
      const started = performance.now();
      delay.enable();
      await pipeline.variants(photo);
      delay.disable();
      const elapsed = performance.now() - started;
      // A blocked loop would show the whole resize as one delay; a free one only scheduling
      // noise (other processes share the CPUs), a small part of it.
      expect(elapsed).toBeGreaterThan(200);
      expect(delay.max / 1e6).toBeLessThan(elapsed / 4);
    });
  });
});
