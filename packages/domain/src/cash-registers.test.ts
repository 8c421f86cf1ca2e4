import { describe, expect, it } from "vitest";
import {
  type CashRegister,
  canOperateRegister,
  isRegisterDisabled,
  isRegisterOpenForUser,
  isRegisterPickable,
} from "./cash-registers";

const ME = 1;
const OTHER = 2;

function register(id: number, open: boolean, ownerId: number | null): CashRegister {
  return { id, cash_register_open: open, users_permissions_user: ownerId === null ? null : { id: ownerId } };
}

describe("isRegisterOpenForUser", () => {
  it("is true only when a register assigned to the user is open", () => {
    expect(isRegisterOpenForUser([register(1, true, ME), register(2, false, OTHER)], ME)).toBe(true);
    expect(isRegisterOpenForUser([register(1, false, ME), register(2, true, OTHER)], ME)).toBe(false);
    expect(isRegisterOpenForUser([register(1, true, null)], ME)).toBe(false);
    expect(isRegisterOpenForUser([], ME)).toBe(false);
  });
});

describe("canOperateRegister", () => {
  it("opens closed registers whoever they belong to", () => {
    expect(canOperateRegister(register(1, false, ME), ME)).toBe("open");
    expect(canOperateRegister(register(1, false, OTHER), ME)).toBe("open");
    expect(canOperateRegister(register(1, false, null), ME)).toBe("open");
  });

  it("closes the user's own open register", () => {
    expect(canOperateRegister(register(1, true, ME), ME)).toBe("close");
  });

  it("blocks registers open under someone else", () => {
    expect(canOperateRegister(register(1, true, OTHER), ME)).toBe("blocked");
    expect(canOperateRegister(register(1, true, null), ME)).toBe("blocked");
  });
});

describe("register picker when the user has no open register", () => {
  const mineClosed = register(1, false, ME);
  const otherClosed = register(2, false, OTHER);
  const otherOpen = register(3, true, OTHER);
  const unassigned = register(4, false, null);
  const all = [mineClosed, otherClosed, otherOpen, unassigned];

  it("disables nothing under the spec rule", () => {
    for (const r of all) expect(isRegisterDisabled(r, all, ME)).toBe(false);
  });

  it("still refuses a register open under another user", () => {
    expect(isRegisterPickable(mineClosed, all, ME)).toBe(true);
    expect(isRegisterPickable(otherClosed, all, ME)).toBe(true);
    expect(isRegisterPickable(unassigned, all, ME)).toBe(true);
    expect(isRegisterPickable(otherOpen, all, ME)).toBe(false);
  });
});

describe("register picker when the user has an open register", () => {
  const mineOpen = register(1, true, ME);
  const otherClosed = register(2, false, OTHER);
  const otherOpen = register(3, true, OTHER);
  const unassigned = register(4, false, null);
  const all = [mineOpen, otherClosed, otherOpen, unassigned];

  it("keeps only the user's own register enabled", () => {
    expect(isRegisterDisabled(mineOpen, all, ME)).toBe(false);
    expect(isRegisterDisabled(otherClosed, all, ME)).toBe(true);
    expect(isRegisterDisabled(otherOpen, all, ME)).toBe(true);
    expect(isRegisterDisabled(unassigned, all, ME)).toBe(true);
  });

  it("lets the user pick their open register to close it", () => {
    expect(isRegisterPickable(mineOpen, all, ME)).toBe(true);
    expect(canOperateRegister(mineOpen, ME)).toBe("close");
    expect(isRegisterPickable(otherClosed, all, ME)).toBe(false);
    expect(isRegisterPickable(otherOpen, all, ME)).toBe(false);
    expect(isRegisterPickable(unassigned, all, ME)).toBe(false);
  });

  it("keeps another closed register assigned to the user enabled, as the spec says", () => {
    const mineClosed = register(5, false, ME);
    const withSecond = [...all, mineClosed];
    expect(isRegisterDisabled(mineClosed, withSecond, ME)).toBe(false);
    expect(isRegisterPickable(mineClosed, withSecond, ME)).toBe(true);
  });
});

describe("register picker from the other user's point of view", () => {
  it("mirrors the rules for user 2", () => {
    const all = [register(1, true, ME), register(2, false, OTHER)];
    expect(isRegisterOpenForUser(all, OTHER)).toBe(false);
    expect(isRegisterPickable(all[0] as CashRegister, all, OTHER)).toBe(false);
    expect(isRegisterPickable(all[1] as CashRegister, all, OTHER)).toBe(true);
  });
});
