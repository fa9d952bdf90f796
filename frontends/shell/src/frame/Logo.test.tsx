import { fireEvent, render, screen } from '@testing-library/react';
import { Logo } from './Logo';

it('falls back to the circular "A" monogram when the logo image fails', () => {
  const { container } = render(<Logo />);
  const img = container.querySelector('img')!;
  expect(img).toBeInTheDocument();
  fireEvent.error(img);
  expect(container.querySelector('img')).toBeNull();
  expect(screen.getByTestId('logo-monogram')).toHaveTextContent('A');
  expect(screen.getByTestId('logo-monogram')).toHaveStyle({ borderRadius: '50%' });
});
