import { act, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import imageCompression from 'browser-image-compression';
import { jpegFile, pngFile, textFileNamedAsImage } from '../uploads/test-files';
import { ImagesStep } from './ImagesStep';
import { memoryImageStore } from './reference-image-store';
import { useReferenceImages } from './use-reference-images';

// jsdom has no canvas: the library's redrawing is replaced, what is asked of it is checked.
jest.mock('browser-image-compression', () => ({ __esModule: true, default: jest.fn() }));
const compress = jest.mocked(imageCompression);

configure({ asyncUtilTimeout: 10_000 });
// jsdom has no object URLs; the thumbnails only need a string.
URL.createObjectURL = (file: Blob) => `blob:${(file as File).name}`;
URL.revokeObjectURL = () => {};

// Each test's own: a stored image would come back in the next test's step.
let store = memoryImageStore();
beforeEach(() => {
  store = memoryImageStore();
});

function Step() {
  const images = useReferenceImages('draft', store);
  return <ImagesStep images={images.images} problems={images.problems} onAdd={images.add} onRemove={images.remove} />;
}

function renderStep() {
  render(<Step />);
  // The input's accept list is a hint to the browser; the step's own checks are under test.
  const user = userEvent.setup({ delay: null, applyAccept: false });
  return { user, input: screen.getByLabelText('Choose reference images') as HTMLInputElement };
}

it('refuses a text file named .jpg when it is picked, saying which, and keeps a real PNG', async () => {
  const { user, input } = renderStep();
  await user.upload(input, [textFileNamedAsImage('shopping-list.jpg'), pngFile('room.png')]);
  expect(await screen.findByText('shopping-list.jpg is not a JPEG, PNG, GIF or WebP image.')).toBeInTheDocument();
  expect(screen.getByText('Not an image')).toBeInTheDocument();
  expect(await screen.findByRole('img', { name: 'room.png' })).toBeInTheDocument();
  expect(screen.queryByRole('img', { name: 'shopping-list.jpg' })).not.toBeInTheDocument();
  expect(screen.getByText('1 of 5 images')).toBeInTheDocument();
});

it('shrinks a 12 MB phone photo to fit 5MB, with a progress bar, instead of refusing it', async () => {
  let finish!: () => void;
  compress.mockImplementation(async (file, options) => {
    options.onProgress?.(30);
    await new Promise<void>((resolve) => (finish = resolve));
    return new File([new Uint8Array(2 * 1024 * 1024)], 'ignored', { type: file.type });
  });
  const { user, input } = renderStep();
  await user.upload(input, jpegFile('IMG_0042.jpg', 12 * 1024 * 1024));

  expect(await screen.findByRole('progressbar', { name: 'Making IMG_0042.jpg smaller (max 5MB)' })).toBeInTheDocument();
  expect(compress.mock.calls[0]![1]).toMatchObject({ maxSizeMB: 5 });
  act(() => finish());
  expect(await screen.findByRole('img', { name: 'IMG_0042.jpg' })).toBeInTheDocument();
  expect(screen.getByText('1 of 5 images')).toBeInTheDocument();
  expect(screen.queryByText(/too large/)).not.toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
});
