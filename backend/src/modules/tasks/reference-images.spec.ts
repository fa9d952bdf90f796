import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import { decodeImage, MAX_REFERENCE_IMAGE_BYTES } from './reference-images';

const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const GIF_1X1 = 'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==';

describe('decodeImage', () => {
  it('decodes a PNG and a GIF, judging the type by the bytes, not the declared media type', async () => {
    const png = await decodeImage(`data:image/jpeg;base64,${PNG_1X1}`, 1);
    expect(png.ext).toBe('png');
    expect(png.bytes.equals(Buffer.from(PNG_1X1, 'base64'))).toBe(true);
    expect((await decodeImage(`data:application/octet-stream;base64,${GIF_1X1}`, 2)).ext).toBe('gif');
  });

  it('refuses what is not a base64 data URL, naming the image', async () => {
    await expect(decodeImage('https://example.com/a.png', 3)).rejects.toThrow(
      new BadRequestException('Image 3 is not a base64 data URL'),
    );
    await expect(decodeImage(`data:image/png,${PNG_1X1}`, 1)).rejects.toThrow('Image 1 is not a base64 data URL');
    await expect(decodeImage('data:image/png;base64,abc$', 1)).rejects.toThrow('Image 1 is not valid base64');
    await expect(decodeImage('data:image/png;base64,', 1)).rejects.toThrow('Image 1 is not valid base64');
  });

  it('refuses bytes that are no JPEG, PNG, GIF or WebP image', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n').toString('base64');
    await expect(decodeImage(`data:image/png;base64,${pdf}`, 2)).rejects.toThrow(
      'Image 2 is not a JPEG, PNG, GIF or WebP image',
    );
    const text = Buffer.from('just some text, no magic number').toString('base64');
    await expect(decodeImage(`data:image/png;base64,${text}`, 1)).rejects.toThrow(BadRequestException);
  });

  it('refuses an image over 5 MB with 413 before decoding it', async () => {
    const big = Buffer.alloc(MAX_REFERENCE_IMAGE_BYTES + 1);
    Buffer.from(PNG_1X1, 'base64').copy(big);
    const error = await decodeImage(`data:image/png;base64,${big.toString('base64')}`, 4).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PayloadTooLargeException);
    expect((error as Error).message).toBe('Image 4 is too large. Max 5MB per file.');
    const exact = Buffer.alloc(MAX_REFERENCE_IMAGE_BYTES);
    Buffer.from(PNG_1X1, 'base64').copy(exact);
    await expect(decodeImage(`data:image/png;base64,${exact.toString('base64')}`, 1)).resolves.toMatchObject({
      ext: 'png',
    });
  });
});
