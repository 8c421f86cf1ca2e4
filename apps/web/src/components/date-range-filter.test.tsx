import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../test/render";
import { parseDayText } from "./date-field";
import { DateRangeFilter } from "./date-range-filter";

describe("DateRangeFilter", () => {
  it("shows days the es-CL way and sends the API's YYYY-MM-DD", async () => {
    const onChange = vi.fn();
    renderWithProviders(<DateRangeFilter startDate="2026-12-05" endDate={null} onChange={onChange} />);
    const from = screen.getByRole("textbox", { name: "Desde" });
    expect(from).toHaveValue("05-12-2026");
    expect(from).not.toHaveAttribute("type", "date");
    // The clear button of a field with a value has a name (axe: button-name).
    expect(screen.getByRole("button", { name: "Borrar fecha" })).toBeInTheDocument();

    await userEvent.type(screen.getByRole("textbox", { name: "Hasta" }), "31-12-2026");
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith("to", "2026-12-31"));
  });

  it("flags an end before the start", () => {
    renderWithProviders(<DateRangeFilter startDate="2026-12-05" endDate="2026-12-01" onChange={() => {}} />);
    expect(screen.getByText("Debe ser igual o posterior a «Desde»")).toBeInTheDocument();
  });
});

describe("parseDayText", () => {
  it("reads day-first dates and ISO ones, and nothing that names no day", () => {
    expect(parseDayText("5-12-2026")).toBe("2026-12-05");
    expect(parseDayText(" 05/12/2026 ")).toBe("2026-12-05");
    expect(parseDayText("05.12.2026")).toBe("2026-12-05");
    expect(parseDayText("2026-12-05")).toBe("2026-12-05");
    for (const bad of ["31-02-2026", "12/31/2026", "2026-13-01", "hoy", ""])
      expect(parseDayText(bad)).toBeNull();
  });
});
