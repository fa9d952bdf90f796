import { Form, Input, InputNumber } from 'antd';
import type { Rule } from 'antd/es/form';
import { OptionAutoComplete } from '../components/OptionAutoComplete';
import { TagsSelect } from '../components/TagsSelect';
import { optionLabel } from '../format/option-labels';
import { fieldProblem, groupProblem } from './category-answers';
import type { AnswerValues, CategoryFormSchema, FormField } from './wizard-values';

type Group = NonNullable<CategoryFormSchema['requireAnyOf']>[number];

const CUSTOM_HINT = 'Choose or type your own';
// The api's limits on answers.
const MAX_TEXT = 2000;
const MAX_LIST_ENTRIES = 50;

/**
 * The input a form field's type asks for; the option lists are suggestions, custom text is
 * taken. Options show their labels ("Smart Casual") and are stored as the api's codes.
 */
function control(field: FormField) {
  switch (field.type) {
    case 'string[]':
      return (
        <TagsSelect
          options={field.options?.map((value) => ({ value, label: optionLabel(value) }))}
          maxCount={MAX_LIST_ENTRIES}
          placeholder={CUSTOM_HINT}
          style={{ width: '100%' }}
        />
      );
    case 'number':
      return <InputNumber<number> min={field.min} style={{ width: '100%' }} />;
    case 'date':
      // The native picker: YYYY-MM-DD as the api takes it, and the phone's own date wheel.
      return <Input type="date" />;
    case 'string':
      return field.options ? (
        <OptionAutoComplete codes={field.options} placeholder={CUSTOM_HINT} style={{ width: '100%' }} />
      ) : (
        <Input.TextArea autoSize={{ minRows: 1, maxRows: 6 }} maxLength={MAX_TEXT} />
      );
  }
}

/**
 * One question of the category's form, named `answers.<categoryId>.<key>`. It carries its
 * own check and, as the first field of a "one of these" group, the group's check.
 */
export function AnswerField({ categoryId, field, group }: { categoryId: string; field: FormField; group?: Group }) {
  const path = (key: string) => ['answers', categoryId, key];
  const rules: Rule[] = [
    {
      validator: async (_rule, value: AnswerValues[string]) => {
        const problem = fieldProblem(field, value);
        if (problem) throw new Error(problem);
      },
    },
  ];
  if (group) {
    rules.push(({ getFieldValue }) => ({
      validator: async () => {
        const values = Object.fromEntries(group.keys.map((key) => [key, getFieldValue(path(key))]));
        const problem = groupProblem(group, values);
        if (problem) throw new Error(problem);
      },
    }));
  }
  return (
    <Form.Item
      name={path(field.key)}
      label={field.label}
      required={field.required}
      rules={rules}
      dependencies={group?.keys.filter((key) => key !== field.key).map(path)}
    >
      {control(field)}
    </Form.Item>
  );
}
