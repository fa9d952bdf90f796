import {
  checkUploadBatch,
  DEFAULT_UPLOAD_LIMITS,
  describeLimits,
  fileProblem,
  isAllowedType,
  ITEM_PHOTO_LIMITS,
  RECEIPT_LIMITS,
  uploadRoom,
} from './upload-limits';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('file types', () => {
  it('takes the photo types the server stores and refuses others', () => {
    expect(isAllowedType(file('a.jpg', 'image/jpeg'), ITEM_PHOTO_LIMITS)).toBe(true);
    expect(isAllowedType(file('a.webp', 'image/webp'), ITEM_PHOTO_LIMITS)).toBe(true);
    expect(isAllowedType(file('a.heic', 'image/heic'), ITEM_PHOTO_LIMITS)).toBe(false);
    expect(isAllowedType(file('a.pdf', 'application/pdf'), ITEM_PHOTO_LIMITS)).toBe(false);
  });

  it('falls back on the extension when the browser reports no type', () => {
    expect(isAllowedType(file('SCAN.PNG', ''), ITEM_PHOTO_LIMITS)).toBe(true);
    expect(isAllowedType(file('receipt.docx', ''), RECEIPT_LIMITS)).toBe(true);
    expect(isAllowedType(file('notes.txt', ''), RECEIPT_LIMITS)).toBe(false);
  });

  it('takes images, PDF, DOC and DOCX as receipts', () => {
    for (const [name, type] of [
      ['r.png', 'image/png'],
      ['r.pdf', 'application/pdf'],
      ['r.doc', 'application/msword'],
      ['r.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ]) {
      expect(isAllowedType(file(name!, type!), RECEIPT_LIMITS)).toBe(true);
    }
    expect(isAllowedType(file('r.zip', 'application/zip'), RECEIPT_LIMITS)).toBe(false);
  });

  it('takes any type when the limits name none', () => {
    expect(isAllowedType(file('x.bin', 'application/octet-stream'), DEFAULT_UPLOAD_LIMITS)).toBe(true);
  });
});

describe('file sizes', () => {
  it('takes a photo of exactly 5 MB and refuses one byte more', () => {
    expect(fileProblem(file('a.jpg', 'image/jpeg', 5242880), ITEM_PHOTO_LIMITS)).toBeNull();
    expect(fileProblem(file('big.jpg', 'image/jpeg', 5242881), ITEM_PHOTO_LIMITS)).toEqual({
      title: 'File too large',
      description: 'big.jpg is too large. Max 5MB per file.',
    });
  });

  it('takes a receipt of up to 10 MB', () => {
    expect(fileProblem(file('r.pdf', 'application/pdf', 10485760), RECEIPT_LIMITS)).toBeNull();
    expect(fileProblem(file('r.pdf', 'application/pdf', 10485761), RECEIPT_LIMITS)?.description).toBe(
      'r.pdf is too large. Max 10MB per file.',
    );
  });
});

describe('checkUploadBatch', () => {
  const photos = (count: number) => Array.from({ length: count }, (_, i) => file(`p${i}.jpg`, 'image/jpeg'));

  it('sends up to 5 photos at once and refuses a sixth with the whole pick', () => {
    expect(checkUploadBatch(photos(5), ITEM_PHOTO_LIMITS).accepted).toHaveLength(5);
    const six = checkUploadBatch(photos(6), ITEM_PHOTO_LIMITS);
    expect(six.accepted).toEqual([]);
    expect(six.problems).toEqual([
      { title: 'Too many files', description: 'You can upload at most 5 photos at once.' },
    ]);
  });

  it('counts only the room left on the item', () => {
    expect(uploadRoom(ITEM_PHOTO_LIMITS, 2)).toBe(2);
    expect(checkUploadBatch(photos(2), ITEM_PHOTO_LIMITS, 2).accepted).toHaveLength(2);
    expect(checkUploadBatch(photos(3), ITEM_PHOTO_LIMITS, 2).problems[0]!.description).toBe(
      'Only 2 more photos can be added.',
    );
    expect(checkUploadBatch(photos(1), ITEM_PHOTO_LIMITS, 0).problems[0]!.description).toBe(
      'No more photos can be added.',
    );
  });

  it('leaves out refused files, says why, and sends the rest', () => {
    const big = file('big.png', 'image/png', 6 * MB);
    const pdf = file('doc.pdf', 'application/pdf');
    const good = file('ok.gif', 'image/gif');
    const result = checkUploadBatch([big, pdf, good], ITEM_PHOTO_LIMITS);
    expect(result.accepted).toEqual([good]);
    expect(result.problems.map((problem) => problem.title)).toEqual(['File too large', 'Unsupported file type']);
    expect(result.problems[1]!.description).toBe('doc.pdf: Photos must be JPEG, PNG, GIF or WebP images.');
  });

  it('takes one receipt only', () => {
    const two = [file('a.pdf', 'application/pdf'), file('b.pdf', 'application/pdf')];
    expect(checkUploadBatch(two, RECEIPT_LIMITS).problems[0]!.description).toBe(
      'You can upload at most 1 receipt at once.',
    );
  });
});

it('describes the limits in the drop zone', () => {
  expect(describeLimits(ITEM_PHOTO_LIMITS)).toBe('JPEG, PNG, GIF or WebP · up to 5 at once · 5MB each');
  expect(describeLimits(ITEM_PHOTO_LIMITS, 1)).toBe('JPEG, PNG, GIF or WebP · 1 photo · 5MB each');
  expect(describeLimits(RECEIPT_LIMITS)).toBe('Image, PDF, DOC or DOCX · 1 receipt · 10MB each');
  expect(describeLimits(ITEM_PHOTO_LIMITS, 0)).toBe('No more photos can be added.');
});
