import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { Input } from 'antd';
import { useState } from 'react';

/**
 * The title search. It keeps what is typed itself (the URL it writes updates a moment later,
 * inside a router transition) and takes the URL's value when that changes from elsewhere:
 * Back, Forward, Clear filters.
 */
export function TaskSearch({ value, onChange }: { value: string; onChange: (q: string) => void }) {
  const [text, setText] = useState(value);
  const [urlValue, setUrlValue] = useState(value);
  if (value !== urlValue) {
    setUrlValue(value);
    if (value !== text) setText(value);
  }
  return (
    <Input
      aria-label="Search tasks"
      placeholder="Search tasks by title"
      prefix={<SearchOutlined aria-hidden="true" />}
      allowClear={{ clearIcon: <CloseCircleFilled aria-label="Clear search" /> }}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(event.target.value);
      }}
      style={{ maxWidth: 420 }}
    />
  );
}
