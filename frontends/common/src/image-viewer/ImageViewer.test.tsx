import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
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
