import { breadcrumbLabel } from "@club/domain";
import { describe, expect, it } from "vitest";
import { ghostPath, parseGhost } from "./staff-paths";

describe("ghost paths", () => {
  it("name a free slot in a segment the breadcrumb reads as Nueva reserva, and read back", () => {
    const slot = { courtId: 3, date: "2026-11-24", startTime: "18:30" };
    const path = ghostPath(slot);
    expect(path).toBe("/admin/reservas/ghost-3-2026-11-24-1830");
    const segment = path.split("/").at(-1) ?? "";
    expect(breadcrumbLabel(segment)).toBe("Nueva reserva");
    expect(parseGhost(segment)).toEqual(slot);
  });

  it("read nothing from a segment that names no slot", () => {
    for (const segment of ["ghost", "ghost-42", "ghost-3-2026-11-24-2460", "ghost-x-2026-11-24-1830", "12"]) {
      expect(parseGhost(segment), segment).toBeNull();
    }
  });
});
