import { configure, fireEvent, render, screen } from '@testing-library/react';
import { CommentForm } from './CommentForm';

configure({ defaultHidden: true });

function renderForm(pending = false) {
  const onSubmit = jest.fn();
  const onCancel = jest.fn();
  render(<CommentForm pending={pending} onSubmit={onSubmit} onCancel={onCancel} />);
  const input = screen.getByLabelText('Comment');
  // While saving, antd's spinner icon adds "loading" to the name.
  const submit = screen.getByRole('button', { name: /Add Comment/ });
  return { onSubmit, onCancel, input, submit };
}

describe('CommentForm', () => {
  it('keeps "Add Comment" disabled while blank, without an error before typing', () => {
    const { input, submit } = renderForm();
    expect(submit).toBeDisabled();
    expect(screen.queryByText('Comment cannot be empty')).not.toBeInTheDocument();

    fireEvent.change(input, { target: { value: '   ' } });
    expect(submit).toBeDisabled();
    expect(screen.getByText('Comment cannot be empty')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the trimmed text', () => {
    const { input, submit, onSubmit } = renderForm();
    fireEvent.change(input, { target: { value: '  Lighter please  ' } });
    expect(submit).toBeEnabled();
    fireEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledWith('Lighter please');
  });

  it('shows a counter near the limit and refuses more than 500 characters', () => {
    const { input, submit, onSubmit } = renderForm();
    fireEvent.change(input, { target: { value: 'a'.repeat(399) } });
    expect(screen.queryByText('399/500')).not.toBeInTheDocument();

    fireEvent.change(input, { target: { value: 'a'.repeat(450) } });
    expect(screen.getByText('450/500')).toBeInTheDocument();
    expect(submit).toBeEnabled();

    fireEvent.change(input, { target: { value: 'a'.repeat(501) } });
    expect(screen.getByText('501/500')).toBeInTheDocument();
    expect(screen.getByText('Comment too long (max 500 characters)')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    fireEvent.submit(input.closest('form')!);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits with Ctrl+Enter and cancels with Escape or Cancel', () => {
    const { input, onSubmit, onCancel } = renderForm();
    fireEvent.change(input, { target: { value: 'Nice' } });
    fireEvent.keyDown(input, { key: 'Enter', ctrlKey: true });
    expect(onSubmit).toHaveBeenCalledWith('Nice');

    fireEvent.keyDown(input, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('does not send twice while saving', () => {
    const { input, onSubmit } = renderForm(true);
    fireEvent.change(input, { target: { value: 'Nice' } });
    fireEvent.submit(input.closest('form')!);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
