/** Search input applied 650 ms after the last keystroke; its clear button is off while empty. */
import { CloseOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 650;

interface Props {
  value: string;
  onSearch(term: string): void;
  placeholder?: string;
  debounceMs?: number;
}

export function SearchBox({ value, onSearch, placeholder = 'Procurar...', debounceMs }: Props) {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The URL may change under us (Back button): follow it.
  useEffect(() => setText(value), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onSearch(next.trim()), debounceMs ?? SEARCH_DEBOUNCE_MS);
  };

  return (
    <Space.Compact>
      <Input
        prefix={<SearchOutlined />}
        placeholder={placeholder}
        value={text}
        onChange={(e) => change(e.target.value)}
        data-testid="search-input"
        allowClear={false}
        style={{ width: 280 }}
      />
      <Button
        icon={<CloseOutlined />}
        aria-label="Limpar busca"
        disabled={!text}
        onClick={() => {
          clearTimeout(timer.current);
          setText('');
          onSearch('');
        }}
        data-testid="search-clear"
      />
    </Space.Compact>
  );
}
