import { CloseButton, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { type ReactNode, useEffect, useState } from "react";

export const SEARCH_DEBOUNCE_MS = 300;

interface SearchInputProps {
  /** The search in force (from the URL). */
  value: string;
  /** Called once typing pauses, and at once on Enter. */
  onSearch: (text: string) => void;
  /** Enter was pressed: a barcode scanner ends what it types with it. */
  onEnter?: (text: string) => void;
  label: string;
  placeholder: string;
  rightSection?: ReactNode;
}

export function SearchInput({
  value,
  onSearch,
  onEnter,
  label,
  placeholder,
  rightSection,
}: SearchInputProps) {
  const [text, setText] = useState(value);
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);

  // Back and forward change the URL: the box follows.
  useEffect(() => setText(value), [value]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a pause in typing searches, not a new `value`.
  useEffect(() => {
    if (debounced.trim() !== value.trim()) onSearch(debounced);
  }, [debounced]);

  return (
    <TextInput
      aria-label={label}
      placeholder={placeholder}
      value={text}
      maxLength={100}
      leftSection={<IconSearch size={16} />}
      rightSectionWidth={rightSection && text ? 64 : undefined}
      rightSection={
        <>
          {text && (
            <CloseButton
              size="sm"
              aria-label="Borrar búsqueda"
              onClick={() => {
                setText("");
                onSearch("");
              }}
            />
          )}
          {rightSection}
        </>
      }
      onChange={(event) => setText(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key !== "Enter") return;
        event.preventDefault();
        onSearch(text);
        onEnter?.(text.trim());
      }}
    />
  );
}
