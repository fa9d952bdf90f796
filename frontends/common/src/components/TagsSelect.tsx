import { Select, type SelectProps } from 'antd';
import { TabLeavesField } from './tab-leaves-field';

export type TagsSelectProps = Omit<SelectProps<string[]>, 'mode' | 'allowClear'>;

/**
 * A list of suggestions and the user's own words as tags. Enter or a comma adds what is
 * typed (or the suggestion highlighted with the arrow keys); leaving the field adds what is
 * typed, exactly. Tab leaves and never takes a suggestion, and goes to the next field: there
 * is no clear-all button in between (a tag's own × or Backspace removes it).
 */
export function TagsSelect(props: TagsSelectProps) {
  return (
    <TabLeavesField>
      <Select<string[]>
        showSearch={{ optionFilterProp: ['label', 'value'] }}
        tokenSeparators={[',']}
        {...props}
        mode="tags"
      />
    </TabLeavesField>
  );
}
