import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import imageCompression from 'browser-image-compression';
import { gifFile, jpegFile, pngFile, textFileNamedAsImage } from '../../../common/src/uploads/test-files';
import { account, mockApi, renderShell } from '../test-utils';
import { prepareAvatar } from './Profile';
import { fakeTaskPage } from '../../../common/src/task-list/task-list.fixture';

// jsdom has no canvas: the library's redrawing is replaced, what is asked of it is checked.
jest.mock('browser-image-compression', () => ({ __esModule: true, default: jest.fn() }));
const compress = jest.mocked(imageCompression);

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

// Whole screens (lazy chunks, antd) under jsdom are slow on a busy machine: wait longer; role
// queries skip the accessibility-tree check, which costs seconds per query under jsdom.
jest.setTimeout(90_000);
configure({ asyncUtilTimeout: 10_000, defaultHidden: true });

const SHOPPER_SETTINGS = {
  id: 'u1',
  displayName: 'Avery Stylist',
  defaultFeePct: '12.50',
  socialMediaUrl: null,
  createdAt: '2025-03-01T00:00:00.000Z',
  user: { email: 'avery@example.com', role: 'SHOPPER' },
};

let user: UserEvent;
beforeEach(() => {
  // The file input's accept list is what the app checks itself; let the tests pick anything.
  user = userEvent.setup({ delay: null, applyAccept: false });
  localStorage.clear();
});

function image(name: string, type: string, bytes: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const calls = (fetchMock: jest.Mock, method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => (init?.method ?? 'GET') === method && String(url).endsWith(path));

describe('the avatar', () => {
  it('refuses other file types and images it cannot shrink under 5 MB before uploading', async () => {
    const fetchMock = mockApi({
      'GET /api/tasks/page': { body: fakeTaskPage([]) },
    });
    renderShell('/profile', { me: account('CLIENT') });
    await screen.findByRole('heading', { name: 'Profile' });

    await user.upload(fileInput(), image('notes.pdf', 'application/pdf', 1000));
    expect(await screen.findByText('Please select a JPEG, PNG, GIF, or WebP image.')).toBeInTheDocument();

    // An animated GIF is not redrawn (it would lose its animation).
    await user.upload(fileInput(), gifFile('huge.gif', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText('Please select an image smaller than 5MB.')).toBeInTheDocument();
    expect(screen.queryByText('Please select a JPEG, PNG, GIF, or WebP image.')).not.toBeInTheDocument();
    expect(calls(fetchMock, 'POST', '/api/upload-avatar')).toHaveLength(0);
  });

  it('uploads the file as "file", saves its URL on the profile and shows the new photo', async () => {
    const updated = account('CLIENT', { avatarUrl: '/files/uploads/ab/new.png' });
    const fetchMock = mockApi({
      'GET /api/tasks/page': { body: fakeTaskPage([]) },
      'POST /api/upload-avatar': { status: 201, body: { url: '/files/uploads/ab/new.png' } },
      'PUT /api/profile': { body: updated },
    });
    renderShell('/profile', { me: account('CLIENT') });
    await screen.findByRole('heading', { name: 'Profile' });
    const photo = pngFile('me.png', 5 * 1024 * 1024);
    await user.upload(fileInput(), photo);

    expect(await screen.findByText('Photo updated')).toBeInTheDocument();
    const [[, upload]] = calls(fetchMock, 'POST', '/api/upload-avatar');
    expect((upload.body as FormData).get('file')).toBe(photo);
    const [[, save]] = calls(fetchMock, 'PUT', '/api/profile');
    expect(JSON.parse(String(save.body))).toEqual({ avatarUrl: '/files/uploads/ab/new.png' });
    await waitFor(() => expect(document.querySelector('img[src="/files/uploads/ab/new.png"]')).toBeInTheDocument());
  });

  it('says "Upload failed" when the upload fails', async () => {
    mockApi({
      'GET /api/tasks/page': { body: fakeTaskPage([]) },
      'POST /api/upload-avatar': { status: 500, body: {} },
    });
    renderShell('/profile', { me: account('CLIENT') });
    await screen.findByRole('heading', { name: 'Profile' });
    await user.upload(fileInput(), jpegFile('me.jpg', 2000));
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to upload avatar. Please try again.')).toBeInTheDocument();
  });

  it('checks the type, then the bytes, then the size once a larger photo is shrunk', async () => {
    compress.mockImplementation(async (file) => new File([new Uint8Array(2 * 1024 * 1024)], 'x', { type: file.type }));
    expect(await prepareAvatar(gifFile('small.gif', 10))).toEqual({
      file: expect.objectContaining({ name: 'small.gif' }),
    });
    expect(await prepareAvatar(image('logo.svg', 'image/svg+xml', 10))).toEqual({
      problem: 'Please select a JPEG, PNG, GIF, or WebP image.',
    });
    expect(await prepareAvatar(textFileNamedAsImage('me.jpg'))).toEqual({
      problem: 'Please select a JPEG, PNG, GIF, or WebP image.',
    });
    expect(await prepareAvatar(gifFile('big.gif', 5 * 1024 * 1024 + 1))).toEqual({
      problem: 'Please select an image smaller than 5MB.',
    });
    const phonePhoto = await prepareAvatar(jpegFile('phone.jpg', 12 * 1024 * 1024));
    expect(compress).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'phone.jpg' }),
      expect.objectContaining({ maxSizeMB: 5 }),
    );
    expect(phonePhoto).toEqual({ file: expect.objectContaining({ name: 'phone.jpg', size: 2 * 1024 * 1024 }) });
  });
});

describe('the profile details', () => {
  it('shows email and account type read-only and saves the display name', async () => {
    const fetchMock = mockApi({
      'GET /api/tasks/page': { body: fakeTaskPage([]) },
      'PUT /api/profile': { body: account('CLIENT', { displayName: 'Casey C.' }) },
    });
    renderShell('/profile', { me: account('CLIENT') });
    expect(await screen.findByLabelText('Email')).toHaveValue('casey@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Account type')).toHaveValue('Client');
    expect(screen.queryByText('Shopper settings')).not.toBeInTheDocument();

    const save = screen.getByRole('button', { name: 'Save Changes' });
    expect(save).toBeDisabled();
    const name = screen.getByLabelText('Display name');
    await user.clear(name);
    await user.click(save);
    await user.type(name, 'Casey C.');
    await user.click(save);
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    const [[, put]] = calls(fetchMock, 'PUT', '/api/profile');
    expect(JSON.parse(String(put.body))).toEqual({ displayName: 'Casey C.' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Account menu for Casey C.' })).toBeInTheDocument());
  });

  it('says "Failed to update profile." when saving fails', async () => {
    mockApi({
      'GET /api/tasks/page': { body: fakeTaskPage([]) },
      'PUT /api/profile': { status: 500, body: {} },
    });
    renderShell('/profile', { me: account('CLIENT') });
    const name = await screen.findByLabelText('Display name');
    await user.type(name, ' Jr');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update profile.')).toBeInTheDocument();
  });

  it('offers the four palettes and re-themes the app with the saved one', async () => {
    const fetchMock = mockApi({
      'GET /api/tasks/page': { body: fakeTaskPage([]) },
      'PUT /api/profile': { body: account('CLIENT', { colorPalette: 'rose' }) },
    });
    renderShell('/profile', { me: account('CLIENT') });
    const group = await screen.findByRole('radiogroup', { name: 'Theme color' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')!.textContent),
    ).toEqual(['Warm Gold', 'Soft Rose', 'Rich Cocoa', 'Classic Cream']);
    expect(within(group).getByRole('radio', { name: 'Warm Gold' })).toBeChecked();
    await user.click(within(group).getByText('Soft Rose'));
    expect(await screen.findByText('Theme updated')).toBeInTheDocument();
    expect(JSON.parse(String(calls(fetchMock, 'PUT', '/api/profile')[0]![1].body))).toEqual({ colorPalette: 'rose' });
    expect(within(group).getByRole('radio', { name: 'Soft Rose' })).toBeChecked();
    // The header's product name is drawn in the palette's primary color.
    await waitFor(() =>
      expect(screen.getByText('Atelier', { selector: 'strong' }).parentElement).toHaveStyle({ color: '#b0456a' }),
    );
  });
});

describe('the shopper settings', () => {
  it('loads the fee and link, checks them and saves them with two decimals', async () => {
    const fetchMock = mockApi({
      'GET /api/shoppers/me': { body: SHOPPER_SETTINGS },
      'PATCH /api/shoppers/me': {
        body: { ...SHOPPER_SETTINGS, defaultFeePct: '15.50', socialMediaUrl: 'https://instagram.com/avery' },
      },
    });
    renderShell('/profile', { me: account('SHOPPER') });
    expect(await screen.findByLabelText('Account type')).toHaveValue('Personal Shopper');
    const fee = await screen.findByLabelText('Default service fee');
    expect(fee).toHaveValue('12.50');
    const link = screen.getByLabelText('Social media link (optional)');

    await user.clear(fee);
    await user.type(link, 'not a link');
    await user.click(screen.getByRole('button', { name: 'Save Shopper Settings' }));
    expect(await screen.findByText('Service Fee must be between 0% and 50%.')).toBeInTheDocument();
    expect(await screen.findByText('Please enter a valid social media URL.')).toBeInTheDocument();

    await user.type(fee, '60');
    await user.click(screen.getByRole('button', { name: 'Save Shopper Settings' }));
    expect(await screen.findByText('Service Fee must be between 0% and 50%.')).toBeInTheDocument();
    expect(fee).toHaveValue('60.00');

    await user.clear(fee);
    await user.type(fee, '15.5');
    await user.clear(link);
    await user.type(link, '  https://instagram.com/avery ');
    await user.click(screen.getByRole('button', { name: 'Save Shopper Settings' }));
    expect(await screen.findByText('Settings Updated')).toBeInTheDocument();
    expect(JSON.parse(String(calls(fetchMock, 'PATCH', '/api/shoppers/me')[0]![1].body))).toEqual({
      defaultFeePct: '15.50',
      socialMediaUrl: 'https://instagram.com/avery',
    });
  });
});
