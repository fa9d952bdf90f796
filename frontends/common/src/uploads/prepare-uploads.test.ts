import imageCompression from 'browser-image-compression';
import { prepareUploads } from './prepare-uploads';
import { gifFile, jpegFile, pngFile, textFileNamedAsImage } from './test-files';
import { DEFAULT_UPLOAD_LIMITS, ITEM_PHOTO_LIMITS, RECEIPT_LIMITS } from './upload-limits';

// jsdom has no canvas: the library's redrawing is replaced, what is asked of it is checked.
jest.mock('browser-image-compression', () => ({ __esModule: true, default: jest.fn() }));
const compress = jest.mocked(imageCompression);
beforeEach(() => compress.mockReset());

const MB = 1024 * 1024;
const shrunkTo = (bytes: number) =>
  compress.mockImplementation(async (file) => new File([new Uint8Array(bytes)], 'x', { type: file.type }));
const sent = (result: Awaited<ReturnType<typeof prepareUploads>>) =>
  result.ready.map(({ picked, file }) => [picked.name, file.size]);

it('refuses a file whose bytes are not an image, by name, and keeps the real ones as they are', async () => {
  const png = pngFile('scan.png');
  const result = await prepareUploads([textFileNamedAsImage('notes.jpg'), png], ITEM_PHOTO_LIMITS);
  expect(result.problems).toEqual([
    { title: 'Not an image', description: 'notes.jpg is not a JPEG, PNG, GIF or WebP image.' },
  ]);
  expect(result.ready).toEqual([{ picked: png, file: png }]);
  expect(compress).not.toHaveBeenCalled();
});

it('shrinks only the images over the limit, to fit it, keeping their names and types', async () => {
  shrunkTo(4 * MB);
  const small = jpegFile('small.jpg', 2 * MB);
  const result = await prepareUploads([small, pngFile('screen.png', 9 * MB)], ITEM_PHOTO_LIMITS);
  expect(result.problems).toEqual([]);
  expect(sent(result)).toEqual([
    ['small.jpg', 2 * MB],
    ['screen.png', 4 * MB],
  ]);
  expect(result.ready[0]!.file).toBe(small);
  expect(result.ready[1]!.file).toMatchObject({ name: 'screen.png', type: 'image/png' });
  expect(compress).toHaveBeenCalledTimes(1);
  expect(compress.mock.calls[0]![1]).toMatchObject({ maxSizeMB: 5, maxWidthOrHeight: 4096, useWebWorker: false });
});

it('reports each shrink from 0 as the library goes', async () => {
  compress.mockImplementation(async (file, options) => {
    options.onProgress?.(55);
    options.onProgress?.(100);
    return file;
  });
  const progress: Array<[string, number]> = [];
  await prepareUploads([jpegFile('a.jpg', 6 * MB)], ITEM_PHOTO_LIMITS, {
    onProgress: (file, percent) => progress.push([file.name, percent]),
  });
  expect(progress).toEqual([
    ['a.jpg', 0],
    ['a.jpg', 55],
    ['a.jpg', 100],
  ]);
});

it('says a file is too large when it cannot be shrunk enough, or not at all', async () => {
  shrunkTo(5 * MB + 1);
  const result = await prepareUploads(
    [jpegFile('noise.jpg', 30 * MB), gifFile('animated.gif', 6 * MB)],
    ITEM_PHOTO_LIMITS,
  );
  expect(result.ready).toEqual([]);
  expect(result.problems.map((problem) => problem.description)).toEqual([
    'animated.gif is too large. Max 5MB per file.',
    'noise.jpg is too large. Max 5MB per file.',
  ]);

  compress.mockRejectedValue(new Error('The source image could not be decoded.'));
  const broken = await prepareUploads([jpegFile('broken.jpg', 6 * MB)], ITEM_PHOTO_LIMITS);
  expect(broken.problems[0]!.description).toBe('broken.jpg is too large. Max 5MB per file.');
});

it('counts the room left before shrinking anything', async () => {
  const result = await prepareUploads([jpegFile('a.jpg', 6 * MB), jpegFile('b.jpg')], ITEM_PHOTO_LIMITS, {
    remaining: 1,
  });
  expect(result).toEqual({
    ready: [],
    problems: [{ title: 'Too many files', description: 'Only 1 more photo can be added.' }],
  });
  expect(compress).not.toHaveBeenCalled();
});

it('takes receipts that are images, PDFs or Word files, by their bytes', async () => {
  const pdf = new File(['%PDF-1.7\n'], 'receipt.pdf', { type: 'application/pdf' });
  expect((await prepareUploads([pdf], RECEIPT_LIMITS)).ready).toHaveLength(1);
  const fake = await prepareUploads([new File(['hello'], 'receipt.pdf', { type: 'application/pdf' })], RECEIPT_LIMITS);
  expect(fake.problems).toEqual([
    { title: 'Unsupported file type', description: 'receipt.pdf is not an image, a PDF or a Word file.' },
  ]);
});

it('leaves the bytes unread where the limits say nothing of them', async () => {
  const any = new File(['hello'], 'notes.txt', { type: 'text/plain' });
  expect(await prepareUploads([any], DEFAULT_UPLOAD_LIMITS)).toEqual({
    ready: [{ picked: any, file: any }],
    problems: [],
  });
});
