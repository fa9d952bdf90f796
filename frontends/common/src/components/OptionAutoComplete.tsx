import { AutoComplete, type AutoCompleteProps } from 'antd';
import { optionCode, optionLabel } from '../format/option-labels';
import { keepEnterInField } from './enter-stays-in-field';

const matches = (input: string, option?: { value?: string }) =>
  (option?.value ?? '').toLowerCase().includes(input.trim().toLowerCase());

export type OptionAutoCompleteProps = Omit<AutoCompleteProps, 'value' | 'onChange' | 'options'> & {
  /** The suggestions, as codes ("smart-casual"); shown as their labels ("Smart Casual"). */
  codes: readonly string[];
  value?: string;
  onChange?: (value: string) => void;
};

/**
 * One answer: a suggestion or the user's own words. Shows labels, holds codes: picking
 * "Smart Casual" (or typing it) makes the value "smart-casual"; other text is kept as typed.
 * Enter picks the highlighted suggestion and never submits the form around it.
 */
export function OptionAutoComplete({ codes, value, onChange, onKeyDown, ...props }: OptionAutoCompleteProps) {
  return (
    <AutoComplete
      showSearch={{ filterOption: matches }}
      {...props}
      options={codes.map((code) => ({ value: optionLabel(code) }))}
      value={value === undefined || value === null ? value : optionLabel(value)}
      onChange={(text: string) => onChange?.(optionCode(text ?? '', codes))}
      onKeyDown={keepEnterInField(onKeyDown)}
    />
  );
}
