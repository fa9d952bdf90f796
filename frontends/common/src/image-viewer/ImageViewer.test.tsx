import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { fakeAccount, mockFetch, renderScreen } from '../test-utils';
import { ImageViewer, type ViewerImage } from './index';

configure({ asyncUtilTimeout: 10_000 });

const images: ViewerImage[] = [1, 2, 3].map((n) => ({
  url: `/files/uploads/${n}.jpg`,
  webUrl: `/files/uploads/${n}.web.webp`,
  thumbUrl: `/files/uploads/${n}.thumb.webp`,
  alt: `Photo ${n}`,
}));

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open photos
      </button>
      <ImageViewer
        taskId="t1"
        images={images.map((i) => ({ ...i }))}
        index={1}
        open={open}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

it('opens, counts, navigates, wraps, closes with Escape and returns focus', async () => {
  mockFetch({});
  renderScreen(<Opener />, { me: fakeAccount('CLIENT', 'Casey Client') });
  const opener = screen.getByRole('button', { name: 'Open photos' });
  act(() => opener.focus());
  fireEvent.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Image viewer' });
  expect(dialog).toBeInTheDocument();
  expect(screen.getByText('2 of 3')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Hide pins' })).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: /of 3/ }).length).toBeGreaterThan(0);
  fireEvent.click(screen.getByRole('button', { name: 'Hide pins' }));
  expect(screen.getByRole('button', { name: 'Show pins' })).toBeInTheDocument();
  const container = document.querySelector('.yarl__container')!;
  fireEvent.keyDown(container, { key: 'ArrowRight' });
  await waitFor(() => expect(screen.getByText('3 of 3')).toBeInTheDocument());
  await new Promise((r) => setTimeout(r, 600));
  fireEvent.keyDown(container, { key: 'ArrowRight' });
  await waitFor(() => expect(screen.getByText('1 of 3')).toBeInTheDocument());
  fireEvent.keyDown(container, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(opener).toHaveFocus();
});

function renderViewer(count: number) {
  const shown = images.slice(0, count);
  mockFetch(
    Object.fromEntries(
      shown.map((image) => [`GET /api/tasks/t1/images/${encodeURIComponent(image.url)}/comments`, { body: [] }]),
    ),
  );
  renderScreen(<ImageViewer taskId="t1" images={shown} index={0} open onClose={() => {}} />, {
    me: fakeAccount('CLIENT', 'Casey Client'),
  });
}

it('shows exactly one thumbnail per photo, the current one marked, and goes to the one chosen', async () => {
  renderViewer(2);
  const strip = await screen.findByRole('navigation', { name: 'Thumbnails' });
  const thumbnails = within(strip).getAllByRole('button');
  expect(thumbnails.map((button) => button.getAttribute('aria-label'))).toEqual(['1 of 2', '2 of 2']);
  expect(thumbnails[0]).toHaveAttribute('aria-current', 'true');
  fireEvent.click(thumbnails[1]!);
  await waitFor(() => expect(screen.getByText('2 of 2')).toBeInTheDocument());
  await waitFor(() => expect(within(strip).getByRole('button', { name: '2 of 2' })).toHaveAttribute('aria-current'));
  expect(within(strip).getAllByRole('button')).toHaveLength(2);
});

it('says "Tap" on a touch screen, whatever its width, and "Click" with a mouse', async () => {
  const mouse = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...mouse(query),
    matches: query === '(pointer: coarse)' || mouse(query).matches,
  })) as typeof window.matchMedia;
  try {
    renderViewer(2);
    expect(await screen.findByText('Tap the image to add a comment')).toBeInTheDocument();
    expect(screen.queryByText(/Click the image/)).not.toBeInTheDocument();
  } finally {
    window.matchMedia = mouse;
  }
  cleanup();
  renderViewer(2);
  expect(await screen.findByText('Click the image to add a comment')).toBeInTheDocument();
});
