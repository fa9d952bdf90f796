import { checkReferenceImages, MAX_REFERENCE_IMAGE_BYTES, readAsDataUrl } from './reference-images';

const file = (name: string, size: number, type = 'image/jpeg') => ({ name, size, type });

it('takes JPEG, PNG, GIF and WebP images up to 5242880 bytes each', () => {
  const pick = [
    file('a.jpg', MAX_REFERENCE_IMAGE_BYTES),
    file('b.png', 10, 'image/png'),
    file('c.gif', 10, 'image/gif'),
    file('d.webp', 10, 'image/webp'),
  ];
  expect(MAX_REFERENCE_IMAGE_BYTES).toBe(5242880);
  expect(checkReferenceImages(0, pick)).toEqual({ accepted: pick, problems: [] });
});

it('refuses a file over 5MB with the spec message, and other types', () => {
  const { accepted, problems } = checkReferenceImages(0, [
    file('huge.jpg', MAX_REFERENCE_IMAGE_BYTES + 1),
    file('notes.pdf', 10, 'application/pdf'),
    file('ok.png', 10, 'image/png'),
  ]);
  expect(accepted.map((f) => f.name)).toEqual(['ok.png']);
  expect(problems).toEqual([
    { title: 'File too large', description: 'huge.jpg is too large. Max 5MB per file.' },
    {
      title: 'Unsupported file type',
      description: 'notes.pdf: Reference images must be JPEG, PNG, GIF or WebP images.',
    },
  ]);
});

it('keeps to 5 images in all', () => {
  const three = [file('1.jpg', 1), file('2.jpg', 1), file('3.jpg', 1)];
  expect(checkReferenceImages(2, three).accepted).toHaveLength(3);
  expect(checkReferenceImages(3, three)).toEqual({
    accepted: [],
    problems: [{ title: 'Too many files', description: 'Only 2 more images can be added.' }],
  });
  expect(checkReferenceImages(5, [file('6.jpg', 1)]).problems[0]!.description).toBe('No more images can be added.');
});

it('reads a file as a base64 data URL', async () => {
  const blob = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
  expect(await readAsDataUrl(blob)).toBe('data:image/jpeg;base64,/9j/');
});
