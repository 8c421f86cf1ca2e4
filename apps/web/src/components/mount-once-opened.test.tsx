import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { MountOnceOpened } from "./mount-once-opened";

describe("MountOnceOpened", () => {
  it("renders nothing before the first opening, then stays mounted after closing", () => {
    const Dialog = vi.fn(({ opened }: { opened: boolean }) => <p>{opened ? "abierto" : "cerrando"}</p>);
    const { rerender } = render(
      <MountOnceOpened opened={false}>
        <Dialog opened={false} />
      </MountOnceOpened>,
    );
    expect(Dialog).not.toHaveBeenCalled();
    rerender(
      <MountOnceOpened opened>
        <Dialog opened />
      </MountOnceOpened>,
    );
    expect(screen.getByText("abierto")).toBeInTheDocument();
    rerender(
      <MountOnceOpened opened={false}>
        <Dialog opened={false} />
      </MountOnceOpened>,
    );
    expect(screen.getByText("cerrando")).toBeInTheDocument();
  });
});
