import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Form, type FormInstance, Input } from 'antd';
import { giveKeysTheirBrowserKeyCodes } from './browser-key-codes.fixture';
import { OptionAutoComplete } from './OptionAutoComplete';
import { TagsSelect } from './TagsSelect';

// antd under jsdom: role queries skip the accessibility-tree check (seconds per query).
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000, defaultHidden: true });
giveKeysTheirBrowserKeyCodes();

interface Values {
  budget?: string;
  room?: string;
  colors?: string[];
  notes?: string;
}

const BUDGETS = ['under-250', '250-500', '500-1500', '1500-3000', '3000-plus'];
const ROOMS = ['living', 'bedroom', 'kitchen'];
let user: UserEvent;
let form: FormInstance<Values>;
const onFinish = jest.fn();

/** The wizard's kind of form: answers with suggestions, a tags list, then free text. */
function Answers({ initialValues }: { initialValues?: Values }) {
  const [instance] = Form.useForm<Values>();
  form = instance;
  return (
    <Form form={instance} initialValues={initialValues} onFinish={onFinish}>
      <Form.Item name="budget" label="Budget">
        <OptionAutoComplete codes={BUDGETS} />
      </Form.Item>
      <Form.Item name="room" label="Room">
        <OptionAutoComplete codes={ROOMS} />
      </Form.Item>
      <Form.Item name="colors" label="Colors">
        <TagsSelect options={['Navy', 'Black'].map((value) => ({ value, label: value }))} />
      </Form.Item>
      <Form.Item name="notes" label="Notes">
        <Input.TextArea />
      </Form.Item>
    </Form>
  );
}

beforeEach(() => {
  user = userEvent.setup({ delay: null });
  onFinish.mockClear();
});

const field = (label: string) => screen.getByLabelText(label);

it('keeps every keystroke: Tab moves on without taking a suggestion, spaces stay where they are typed', async () => {
  render(<Answers />);
  await user.click(field('Budget'));
  await user.keyboard('$1,500');
  // The suggestions are open and one starts with what is typed; Tab still takes none.
  expect(await screen.findByText('$1,500–$3,000', { selector: '.ant-select-item-option-content' })).toBeInTheDocument();
  await user.tab();
  expect(field('Room')).toHaveFocus();
  await user.keyboard('Living room');
  await user.tab();
  expect(field('Colors')).toHaveFocus();
  await user.keyboard('Navy blue, sage');
  await user.tab();
  expect(field('Notes')).toHaveFocus();
  await user.keyboard('Cat-proof fabrics please.');

  expect(field('Budget')).toHaveValue('$1,500');
  expect(field('Room')).toHaveValue('Living room');
  expect(field('Notes')).toHaveValue('Cat-proof fabrics please.');
  expect(form.getFieldsValue()).toEqual({
    budget: '$1,500',
    room: 'Living room',
    // A comma separates tags; leaving the field adds what was typed last.
    colors: ['Navy blue', 'sage'],
    notes: 'Cat-proof fabrics please.',
  });
});

it('types a suggestion in another case as typed, and a lone word that is a code as typed', async () => {
  render(<Answers />);
  await user.click(field('Room'));
  await user.keyboard('living ');
  expect(field('Room')).toHaveValue('living ');
  await user.keyboard('{Backspace}');
  await user.tab();
  expect(form.getFieldValue('room')).toBe('living');
  expect(field('Room')).toHaveValue('living');
});

it('takes a suggestion by a click, or by the arrow keys and Enter, as its code; Enter alone submits nothing', async () => {
  render(<Answers />);
  await user.click(field('Room'));
  await user.keyboard('bed{Enter}');
  // Nothing was highlighted: Enter keeps the text and does not submit the form.
  expect(field('Room')).toHaveValue('bed');
  expect(form.getFieldValue('room')).toBe('bed');
  expect(onFinish).not.toHaveBeenCalled();

  await user.click(field('Budget'));
  await user.keyboard('1,5');
  expect(await screen.findByText('$500–$1,500', { selector: '.ant-select-item-option-content' })).toBeInTheDocument();
  await user.keyboard('{ArrowDown}{Enter}');
  // "1,5" narrows the list to "$500–$1,500" and "$1,500–$3,000": the arrow highlighted the first.
  expect(field('Budget')).toHaveValue('$500–$1,500');
  expect(form.getFieldValue('budget')).toBe('500-1500');
  expect(onFinish).not.toHaveBeenCalled();

  await user.clear(field('Room'));
  await user.keyboard('kit');
  await user.click(await screen.findByText('Kitchen', { selector: '.ant-select-item-option-content' }));
  expect(field('Room')).toHaveValue('Kitchen');
  expect(form.getFieldValue('room')).toBe('kitchen');

  // Typing on from a suggestion's label makes it the user's own words again.
  await user.keyboard(' nook');
  expect(field('Room')).toHaveValue('Kitchen nook');
  expect(form.getFieldValue('room')).toBe('Kitchen nook');
});

it('shows a stored code by its label, and a value set from outside', async () => {
  render(<Answers initialValues={{ budget: '250-500', room: 'a sunroom' }} />);
  expect(field('Budget')).toHaveValue('$250–$500');
  expect(field('Room')).toHaveValue('a sunroom');
  form.setFieldValue('room', 'kitchen');
  await waitFor(() => expect(field('Room')).toHaveValue('Kitchen'));
});

it('adds tags on Enter and the arrow keys, and Tab takes no suggestion', async () => {
  render(<Answers />);
  await user.click(field('Colors'));
  await user.keyboard('Na');
  expect(await screen.findByText('Navy', { selector: '.ant-select-item-option-content' })).toBeInTheDocument();
  await user.tab();
  expect(field('Notes')).toHaveFocus();
  expect(form.getFieldValue('colors')).toEqual(['Na']);
  await user.click(field('Colors'));
  await user.keyboard('Bl{ArrowDown}{Enter}');
  expect(form.getFieldValue('colors')).toEqual(['Na', 'Black']);
  expect(onFinish).not.toHaveBeenCalled();
});
