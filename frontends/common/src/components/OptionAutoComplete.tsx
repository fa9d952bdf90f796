import { AutoComplete, type AutoCompleteProps } from 'antd';
import { useState } from 'react';
import { optionLabel } from '../format/option-labels';
import { keepEnterInField } from './enter-stays-in-field';
import { TabLeavesField } from './tab-leaves-field';

/**
 * The suggestions' own values, which no typed text starts with: rc-select highlights, by
 * itself, a suggestion whose value starts with the typed text, and Enter would then take it
 * although the user never chose it.
 */
const SUGGESTION = 'suggestion:';

/** No clear button: a focusable one sits between the field and the next in the Tab order. */
export type OptionAutoCompleteProps = Omit<AutoCompleteProps, 'value' | 'onChange' | 'options' | 'allowClear'> & {
  /** The suggestions, as codes ("smart-casual"); shown as their labels ("Smart Casual"). */
  codes: readonly string[];
  value?: string;
  onChange?: (value: string) => void;
};

/**
 * One answer: a suggestion or the user's own words. A suggestion is taken by a click, or by
 * Enter on the one highlighted with the arrow keys (or the pointer); the value is then its
 * code ("smart-casual", shown "Smart Casual"). Anything typed is kept exactly as typed: Tab
 * and space never take a suggestion, and Enter never submits the form around the field.
 */
export function OptionAutoComplete({ codes, value, onChange, onKeyDown, ...props }: OptionAutoCompleteProps) {
  const shown = (held: string | undefined) => (held && codes.includes(held) ? optionLabel(held) : (held ?? ''));
  // The input's text: what was typed, or the label of the suggestion taken. The value alone
  // cannot say it: typed "living" and the picked code "living" are the same value.
  const [text, setText] = useState(() => shown(value));
  const [held, setHeld] = useState(value);
  if (value !== held) {
    // Set from outside (a recipient's sizes prefilled, a reset): show it.
    setHeld(value);
    setText(shown(value));
  }

  const change = (next: string | undefined) => {
    const code = next?.startsWith(SUGGESTION) ? next.slice(SUGGESTION.length) : undefined;
    const taken = code !== undefined && codes.includes(code) ? code : (next ?? '');
    setHeld(taken);
    setText(taken === code ? optionLabel(code) : taken);
    onChange?.(taken);
  };

  return (
    <TabLeavesField>
      <AutoComplete
        showSearch={{
          filterOption: (input, option) =>
            String(option?.label ?? '')
              .toLowerCase()
              .includes(input.trim().toLowerCase()),
        }}
        {...props}
        defaultActiveFirstOption={false}
        options={codes.map((code) => ({ value: `${SUGGESTION}${code}`, label: optionLabel(code) }))}
        value={text}
        onChange={change}
        onKeyDown={keepEnterInField(onKeyDown)}
      />
    </TabLeavesField>
  );
}
