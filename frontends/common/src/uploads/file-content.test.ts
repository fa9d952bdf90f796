import { contentTypeOf, sniffContentType } from './file-content';
import { gifFile, jpegFile, pngFile, textFileNamedAsImage } from './test-files';

const bytes = (text: string) => new TextEncoder().encode(text);

it('tells the formats uploads take by their first bytes', () => {
  expect(contentTypeOf(bytes('RIFF\u0024\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp');
  expect(contentTypeOf(bytes('GIF87a'))).toBe('image/gif');
  expect(contentTypeOf(bytes('%PDF-1.7'))).toBe('application/pdf');
  expect(contentTypeOf(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14]))).toBe('application/zip');
  expect(contentTypeOf(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBe('application/x-cfb');
  expect(contentTypeOf(bytes('RIFF\u0024\u0000\u0000\u0000WAVEfmt '))).toBeNull();
  expect(contentTypeOf(new Uint8Array([0xff, 0xd8]))).toBeNull();
});

it('reads a picked file, whatever its name says', async () => {
  expect(await sniffContentType(pngFile('scan.png'))).toBe('image/png');
  expect(await sniffContentType(jpegFile('photo.jpg'))).toBe('image/jpeg');
  expect(await sniffContentType(gifFile('wave.gif'))).toBe('image/gif');
  expect(await sniffContentType(textFileNamedAsImage('notes.jpg'))).toBeNull();
  expect(await sniffContentType(new File([], 'empty.png', { type: 'image/png' }))).toBeNull();
});
