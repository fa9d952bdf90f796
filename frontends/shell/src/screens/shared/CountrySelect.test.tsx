import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { mockApi } from '../../test-utils';
import { CountrySelect } from './CountrySelect';

jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 10_000, defaultHidden: true });

function Address({ onChange }: { onChange: (country: string) => void }) {
  return (
    <Form
      name="address"
      initialValues={{ country: 'United States' }}
      onValuesChange={(changed) => onChange(changed.country)}
    >
      <Form.Item name="country" label="Country">
        <CountrySelect />
      </Form.Item>
    </Form>
  );
}

it('shows the chosen country, offers the api’s list filtered by what is typed, and gives the choice', async () => {
  mockApi({ 'GET /api/countries': { body: ['France', 'United Kingdom', 'United States'] } });
  const user = userEvent.setup({ delay: null });
  const onChange = jest.fn();
  render(<Address onChange={onChange} />);
  const country = await screen.findByRole('combobox', { name: 'Country' }, { timeout: 60_000 });
  expect(country.closest('.ant-select')).toHaveTextContent('United States');
  await user.click(country);
  await user.keyboard('kingd');
  expect(screen.queryByTitle('France')).not.toBeInTheDocument();
  await user.click(await screen.findByTitle('United Kingdom'));
  expect(onChange).toHaveBeenCalledWith('United Kingdom');
});

it('offers the default alone when the list cannot be had', async () => {
  mockApi({ 'GET /api/countries': { status: 500, body: {} } });
  const user = userEvent.setup({ delay: null });
  render(<Address onChange={jest.fn()} />);
  await user.click(await screen.findByRole('combobox', { name: 'Country' }));
  await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(1));
  expect(document.querySelector('.ant-select-item-option')).toHaveAttribute('title', 'United States');
});
