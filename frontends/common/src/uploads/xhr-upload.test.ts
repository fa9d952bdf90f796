import { TOKEN_STORAGE_KEY } from '../api/client';
import { onUnauthorized } from '../api/unauthorized';
import { FakeXhr } from './fake-xhr';
import { NO_TOKEN_MESSAGE, uploadFailureText, xhrUpload } from './xhr-upload';

FakeXhr.install();
beforeEach(() => localStorage.setItem(TOKEN_STORAGE_KEY, 'secret'));

const photo = new File(['bytes'], 'shoe.jpg', { type: 'image/jpeg' });

it('sends nothing without a token', async () => {
  localStorage.clear();
  await expect(xhrUpload({ url: '/upload', file: photo }).done).rejects.toThrow(NO_TOKEN_MESSAGE);
  expect(FakeXhr.sent).toHaveLength(0);
});

it('posts the file with its fields and the bearer token, reports progress and answers the JSON', async () => {
  const progress: number[] = [];
  const upload = xhrUpload<{ url: string }>({
    url: '/api/tasks/t1/items/upload-file',
    file: photo,
    fileName: photo.name,
    fields: { kind: 'photo' },
    onProgress: (percent) => progress.push(percent),
  });
  const [xhr] = FakeXhr.sent;
  expect(xhr!.method).toBe('POST');
  expect(xhr!.url).toBe('/api/tasks/t1/items/upload-file');
  expect(xhr!.headers.Authorization).toBe('Bearer secret');
  expect(xhr!.withCredentials).toBe(true);
  expect(xhr!.body!.get('kind')).toBe('photo');
  expect((xhr!.body!.get('file') as File).name).toBe('shoe.jpg');

  xhr!.progress(50, 200);
  xhr!.progress(200, 200);
  xhr!.answer(201, { url: '/files/uploads/ab/shoe.jpg' });
  await expect(upload.done).resolves.toEqual({ url: '/files/uploads/ab/shoe.jpg' });
  expect(progress).toEqual([25, 100]);
});

it('fails with the status and the server text', async () => {
  const upload = xhrUpload({ url: '/upload', file: photo });
  FakeXhr.sent[0]!.answer(413, { message: 'File too large: a photo can be at most 5MB.' }, 'Payload Too Large');
  const error = await upload.done.catch((caught: unknown) => caught);
  expect(uploadFailureText(error)).toBe('413: File too large: a photo can be at most 5MB.');
});

it('falls back on the status text when the body is empty', async () => {
  const upload = xhrUpload({ url: '/upload', file: photo });
  FakeXhr.sent[0]!.answer(502, '', 'Bad Gateway');
  expect(uploadFailureText(await upload.done.catch((caught: unknown) => caught))).toBe('502: Bad Gateway');
});

it('reports a 401 with the token it carried, so the session ends like any signed-in request', async () => {
  const heard: (string | null)[] = [];
  const stop = onUnauthorized((token) => heard.push(token));
  try {
    const upload = xhrUpload({ url: '/upload', file: photo });
    FakeXhr.sent[0]!.answer(401, { message: 'Authentication required' }, 'Unauthorized');
    await expect(upload.done).rejects.toThrow('401');
    expect(heard).toEqual(['secret']);
  } finally {
    stop();
  }
});
