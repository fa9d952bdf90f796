import sharp from 'sharp';
import { IMAGE_FORMATS, isImageFormat, sniffImageFormat } from './image-formats';
import { variantKeyOf } from './variant-keys';

const SHA = 'ab' + 'c'.repeat(62);
const pixel = (format: 'jpeg' | 'png' | 'gif' | 'webp') =>
  sharp({ create: { width: 1, height: 1, channels: 3, background: '#c9a227' } })
    .toFormat(format)
    .toBuffer();

describe('the image formats', () => {
  it.each(IMAGE_FORMATS.map((known) => [known.format, known]))('tells %s by its bytes', async (format, known) => {
    expect(await sniffImageFormat(await pixel(format))).toEqual(known);
    expect(isImageFormat(format)).toBe(true);
    // Every format the uploads take gets variants, under the extension it is stored with.
    expect(variantKeyOf(`ab/${SHA}.${known.ext}`, 'thumb')).toBe(`ab/${SHA}.thumb.webp`);
  });

  it('takes nothing else, whatever it is named', async () => {
    expect(await sniffImageFormat(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'))).toBeUndefined();
    expect(await sniffImageFormat(Buffer.from('just text, called photo.png'))).toBeUndefined();
    expect(
      await sniffImageFormat(
        await sharp(await pixel('png'))
          .tiff()
          .toBuffer(),
      ),
    ).toBeUndefined();
    expect(isImageFormat('tiff')).toBe(false);
    expect(variantKeyOf(`ab/${SHA}.tiff`, 'thumb')).toBeNull();
  });
});
