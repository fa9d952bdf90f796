import { uploadUrlOf } from '../../infra/storage/upload-keys';
import { hasVariants, variantKeyOf } from './variant-keys';

const SHA = 'ab' + 'c'.repeat(62);

describe('variant keys', () => {
  it('derives each variant from the upload key, as WebP beside it', () => {
    expect(variantKeyOf(`ab/${SHA}.jpg`, 'web')).toBe(`ab/${SHA}.web.webp`);
    expect(variantKeyOf(`ab/${SHA}.png`, 'thumb')).toBe(`ab/${SHA}.thumb.webp`);
    expect(variantKeyOf(`ab/${SHA}.webp`, 'thumb')).toBe(`ab/${SHA}.thumb.webp`);
    expect(uploadUrlOf(`ab/${SHA}.thumb.webp`)).toBe(`/files/uploads/ab/${SHA}.thumb.webp`);
  });

  it('gives none to files that are not uploaded images, nor to variants', () => {
    for (const key of [`ab/${SHA}.pdf`, `ab/${SHA}.docx`, `ab/${SHA}.web.webp`, `ab/${SHA}.thumb.webp`, 'ab/x.jpg']) {
      expect(hasVariants(key)).toBe(false);
      expect(variantKeyOf(key, 'web')).toBeNull();
    }
    expect(hasVariants(`ab/${SHA}.gif`)).toBe(true);
  });
});
