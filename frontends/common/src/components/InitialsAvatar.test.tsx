import { render, screen } from '@testing-library/react';
import { InitialsAvatar } from './InitialsAvatar';

describe('InitialsAvatar', () => {
  it('shows the initials without measuring the page, as a text avatar does once mounted', () => {
    const measured = jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get');
    render(<InitialsAvatar name="avery lynn shopper" size={36} />);
    const initials = screen.getByText('AL');
    expect(initials.closest('.ant-avatar')).toHaveStyle({ width: '36px', fontSize: '18px' });
    expect(measured).not.toHaveBeenCalled();
    measured.mockRestore();
  });

  it('shows a question mark for an account with no name yet, in the body text size by default', () => {
    render(<InitialsAvatar name="" />);
    expect(screen.getByText('?').closest('.ant-avatar')).toHaveStyle({ fontSize: '14px' });
  });

  it('shows the picture when there is one', () => {
    const { container } = render(<InitialsAvatar name="Avery" src="/files/avatar.webp" alt="Your photo" />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/files/avatar.webp');
    expect(screen.getByAltText('Your photo')).toBeInTheDocument();
  });
});
