import { CloseButton, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

type Props = {
  value: string;
  onCommit: (value: string) => void;
  placeholder?: string;
  delay?: number;
  /** A list's toolbar keeps it small; a page that is a search gives it room. */
  size?: 'xs' | 'sm';
  w?: number;
};

/** A text box that commits after the user pauses typing (or presses Enter); follows outside changes. */
export function SearchBox({
  value,
  onCommit,
  placeholder = 'Search',
  delay = 400,
  size = 'xs',
  w = 260,
}: Props) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    // The URL changed under us (back button, "clear filters"): show what it says now.
    setSeen(value);
    setText(value);
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const commit = useRef(onCommit);
  useEffect(() => {
    commit.current = onCommit;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (next: string, now = false) => {
    setText(next);
    clearTimeout(timer.current);
    if (now) commit.current(next);
    else timer.current = setTimeout(() => commit.current(next), delay);
  };

  return (
    <TextInput
      size={size}
      w={w}
      type="search"
      aria-label="Search"
      placeholder={placeholder}
      value={text}
      onChange={(e) => change(e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') change(e.currentTarget.value, true);
      }}
      rightSection={
        text ? <CloseButton size="sm" aria-label="Clear search" onClick={() => change('', true)} /> : null
      }
    />
  );
}
