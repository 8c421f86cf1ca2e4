import { act, fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../test/render";
import { SEARCH_DEBOUNCE_MS, SearchInput } from "./search-input";

/** The search kept by its owner, as the inventory keeps it in the URL; a button clears it from outside. */
function Harness({ onSearch }: { onSearch: (text: string) => void }) {
  const [search, setSearch] = useState("");
  const apply = (text: string) => {
    onSearch(text);
    setSearch(text);
  };
  return (
    <>
      <SearchInput value={search} onSearch={apply} label="Buscar" placeholder="Buscar" />
      <button type="button" onClick={() => setSearch("")}>
        Limpiar filtros
      </button>
      <output>{search}</output>
    </>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe("SearchInput", () => {
  it("searches once typing pauses", () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    renderWithProviders(<Harness onSearch={onSearch} />);
    fireEvent.change(screen.getByLabelText("Buscar"), { target: { value: "agua" } });
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith("agua");
  });

  it("does not bring back a search cleared from outside before the pause ended", () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    renderWithProviders(<Harness onSearch={onSearch} />);
    const box = screen.getByLabelText("Buscar");
    fireEvent.change(box, { target: { value: "7801234567890" } });
    fireEvent.keyDown(box, { key: "Enter" });
    expect(onSearch).toHaveBeenCalledExactlyOnceWith("7801234567890");
    fireEvent.click(screen.getByRole("button", { name: "Limpiar filtros" }));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("status")).toHaveTextContent("");
    expect(box).toHaveValue("");
  });
});
