import { CloseButton, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
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
  // Only a pause in typing searches. A search set from elsewhere (Enter, "Limpiar filtros", back and
  // forward) cancels a pending one, so a pause that ends just after it cannot bring the old text back.
  const searchAfterPause = useDebouncedCallback((typed: string) => {
    if (typed.trim() !== value.trim()) onSearch(typed);
  }, SEARCH_DEBOUNCE_MS);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the box follows a new `value` only.
  useEffect(() => {
    searchAfterPause.cancel();
    setText(value);
  }, [value]);

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
                searchAfterPause.cancel();
                setText("");
                onSearch("");
              }}
            />
          )}
          {rightSection}
        </>
      }
      onChange={(event) => {
        setText(event.currentTarget.value);
        searchAfterPause(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key !== "Enter") return;
        event.preventDefault();
        searchAfterPause.cancel();
        onSearch(text);
        onEnter?.(text.trim());
      }}
    />
  );
}
