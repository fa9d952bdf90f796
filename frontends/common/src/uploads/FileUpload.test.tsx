import { act, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import imageCompression from 'browser-image-compression';
import { TOKEN_STORAGE_KEY } from '../api/client';
import { FakeXhr } from './fake-xhr';
import { FileUpload } from './FileUpload';
import { gifFile, jpegFile, pngFile, textFileNamedAsImage } from './test-files';
import { ITEM_PHOTO_LIMITS } from './upload-limits';

// jsdom has no canvas: the library's redrawing is replaced, what is asked of it is checked.
jest.mock('browser-image-compression', () => ({ __esModule: true, default: jest.fn() }));
const compress = jest.mocked(imageCompression);

configure({ asyncUtilTimeout: 10_000, defaultHidden: true });
FakeXhr.install();
beforeEach(() => compress.mockReset());

const image = (name: string, bytes = 1000) => jpegFile(name, bytes);

function renderUpload(remaining = 8) {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'secret');
  const onUploaded = jest.fn();
  const onFailed = jest.fn();
  render(
    <FileUpload
      action="/api/tasks/t1/items/upload-file"
      fields={{ kind: 'photo' }}
      limits={ITEM_PHOTO_LIMITS}
      remaining={remaining}
      onUploaded={onUploaded}
      onFailed={onFailed}
      label="Choose photos or drag them here"
      inputLabel="Choose photos"
    />,
  );
  // The input's accept list is a hint to the browser; the widget's own checks are under test.
  const user = userEvent.setup({ delay: null, applyAccept: false });
  return { onUploaded, onFailed, user, input: screen.getByLabelText('Choose photos') as HTMLInputElement };
}

it('refuses files over the limits before sending anything', async () => {
  const { user, input, onUploaded } = renderUpload();
  await user.upload(input, [
    gifFile('huge.gif', 5242881),
    new File(['%PDF-1.7'], 'notes.pdf', { type: 'application/pdf' }),
  ]);
  expect(await screen.findByText('File too large')).toBeInTheDocument();
  expect(screen.getByText('huge.gif is too large. Max 5MB per file.')).toBeInTheDocument();
  expect(screen.getByText('Unsupported file type')).toBeInTheDocument();
  expect(FakeXhr.sent).toHaveLength(0);
  expect(onUploaded).not.toHaveBeenCalled();
});

it('refuses more photos than the item has room for', async () => {
  const { user, input } = renderUpload(2);
  expect(screen.getByText('JPEG, PNG, GIF or WebP · up to 2 at once · 5MB each')).toBeInTheDocument();
  await user.upload(input, [image('a.jpg'), image('b.jpg'), image('c.jpg')]);
  expect(await screen.findByText('Only 2 more photos can be added.')).toBeInTheDocument();
  expect(FakeXhr.sent).toHaveLength(0);
});

it('uploads each photo with progress and hands back the URLs in pick order once all are done', async () => {
  const { user, input, onUploaded } = renderUpload();
  await user.upload(input, [image('first.jpg'), image('second.jpg')]);
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
  const [first, second] = FakeXhr.sent;
  expect(first!.body!.get('kind')).toBe('photo');
  expect(first!.headers.Authorization).toBe('Bearer secret');

  act(() => first!.progress(40, 100));
  await waitFor(() => expect(screen.getAllByRole('progressbar').length).toBeGreaterThan(0));

  act(() => second!.answer(201, { url: '/files/uploads/second.jpg' }));
  expect(onUploaded).not.toHaveBeenCalled();
  act(() => first!.answer(201, { url: '/files/uploads/first.jpg' }));
  await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(1));
  expect(onUploaded).toHaveBeenCalledWith(['/files/uploads/first.jpg', '/files/uploads/second.jpg']);
});

it('says "Upload failed" with the status and text, and still hands back the others', async () => {
  const { user, input, onUploaded, onFailed } = renderUpload();
  await user.upload(input, [image('ok.jpg'), image('bad.jpg')]);
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
  act(() => FakeXhr.sent[1]!.answer(400, { message: 'Photos must be JPEG, PNG, GIF or WebP images.' }));
  act(() => FakeXhr.sent[0]!.answer(201, { url: '/files/uploads/ok.jpg' }));

  expect(await screen.findByText('Upload failed')).toBeInTheDocument();
  expect(screen.getByText('bad.jpg: 400: Photos must be JPEG, PNG, GIF or WebP images.')).toBeInTheDocument();
  expect(onFailed).toHaveBeenCalledWith('bad.jpg', '400: Photos must be JPEG, PNG, GIF or WebP images.');
  await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(['/files/uploads/ok.jpg']));
});

it('says so when no one is signed in', async () => {
  const { user, input } = renderUpload();
  localStorage.clear();
  await user.upload(input, image('a.jpg'));
  expect(await screen.findByText('a.jpg: No authentication token found. Please log in again.')).toBeInTheDocument();
  expect(FakeXhr.sent).toHaveLength(0);
});

it('refuses a text file named .jpg when it is picked, by its name, and sends the real images', async () => {
  const { user, input, onUploaded } = renderUpload();
  await user.upload(input, [textFileNamedAsImage('notes.jpg'), pngFile('scan.png')]);
  expect(await screen.findByText('Not an image')).toBeInTheDocument();
  expect(screen.getByText('notes.jpg is not a JPEG, PNG, GIF or WebP image.')).toBeInTheDocument();
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
  expect((FakeXhr.sent[0]!.body!.get('file') as File).name).toBe('scan.png');
  act(() => FakeXhr.sent[0]!.answer(201, { url: '/files/uploads/scan.png' }));
  await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(['/files/uploads/scan.png']));
});

it('shrinks a photo over 5MB before sending it, showing how far along it is', async () => {
  let finish!: () => void;
  compress.mockImplementation(async (file, options) => {
    options.onProgress?.(40);
    await new Promise<void>((resolve) => (finish = resolve));
    return new File([new Uint8Array(3 * 1024 * 1024)], 'ignored', { type: file.type });
  });
  const { user, input } = renderUpload();
  await user.upload(input, image('phone.jpg', 12 * 1024 * 1024));

  const progress = await screen.findByRole('progressbar', { name: 'Making phone.jpg smaller (max 5MB)' });
  expect(progress).toHaveAttribute('aria-valuenow', '40');
  expect(FakeXhr.sent).toHaveLength(0);
  expect(compress).toHaveBeenCalledWith(
    expect.objectContaining({ name: 'phone.jpg', type: 'image/jpeg' }),
    expect.objectContaining({ maxSizeMB: 5, maxWidthOrHeight: 4096, useWebWorker: false }),
  );

  act(() => finish());
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
  const sent = FakeXhr.sent[0]!.body!.get('file') as File;
  expect(sent.name).toBe('phone.jpg');
  expect(sent.size).toBe(3 * 1024 * 1024);
  expect(screen.queryByRole('progressbar', { name: /smaller/ })).not.toBeInTheDocument();
});
