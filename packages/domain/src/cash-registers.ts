export interface CashRegister {
  id: number;
  cash_register_open: boolean;
  users_permissions_user: { id: number } | null;
}

export type RegisterAction = "open" | "close" | "blocked";

function isOwnedBy(register: CashRegister, userId: number): boolean {
  return register.users_permissions_user?.id === userId;
}

/** The user counts as having an open register when one assigned to them has the open flag set. */
export function isRegisterOpenForUser(registers: readonly CashRegister[], userId: number): boolean {
  return registers.some((register) => register.cash_register_open && isOwnedBy(register, userId));
}

/**
 * Spec §4 picker rule: disabled when the user already has an open register and this one is not
 * theirs, or when this one is open under another user while the user has one open.
 * The second clause is a subset of the first; both are kept to mirror the spec.
 */
export function isRegisterDisabled(
  register: CashRegister,
  registers: readonly CashRegister[],
  userId: number,
): boolean {
  const userHasOpen = isRegisterOpenForUser(registers, userId);
  const own = isOwnedBy(register, userId);
  const openByOther = register.cash_register_open && !own;
  return (userHasOpen && !own) || (openByOther && userHasOpen);
}

/**
 * Server rule: a closed register can be opened, the user's own open register can be closed,
 * and a register open under anyone else (or nobody) is never operable by this user.
 */
export function canOperateRegister(register: CashRegister, userId: number): RegisterAction {
  if (!register.cash_register_open) return "open";
  return isOwnedBy(register, userId) ? "close" : "blocked";
}

/** The picker must honour both the spec rule and the server rule. */
export function isRegisterPickable(
  register: CashRegister,
  registers: readonly CashRegister[],
  userId: number,
): boolean {
  return (
    !isRegisterDisabled(register, registers, userId) && canOperateRegister(register, userId) !== "blocked"
  );
}
