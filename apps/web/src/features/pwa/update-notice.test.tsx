import { MantineProvider } from "@mantine/core";
import { Notifications, notifications } from "@mantine/notifications";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { showUpdateNotice, UPDATE_NOTICE_TEXT } from "./update-notice";

afterEach(() => act(() => notifications.clean()));

function renderNotice() {
  const reload = vi.fn();
  render(
    <MantineProvider>
      <Notifications autoClose={5000} />
    </MantineProvider>,
  );
  act(() => showUpdateNotice(reload));
  return reload;
}

describe("update notice", () => {
  it("asks for a reload and reloads on click", async () => {
    const reload = renderNotice();
    await userEvent.click(await screen.findByText("Recarga Club Padel para obtener la última versión"));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("closes without reloading", async () => {
    const reload = renderNotice();
    await userEvent.click(await screen.findByRole("button", { name: "Cerrar" }));
    await waitFor(() => expect(screen.queryByText(UPDATE_NOTICE_TEXT)).not.toBeInTheDocument());
    expect(reload).not.toHaveBeenCalled();
  });

  it("does not close by itself", async () => {
    vi.useFakeTimers();
    try {
      renderNotice();
      act(() => vi.advanceTimersByTime(60_000));
      expect(screen.getByText("Recarga Club Padel para obtener la última versión")).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
