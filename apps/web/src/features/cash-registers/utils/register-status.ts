import type { CashRegister } from "@club/contract";

/** The register the user operates right now, if any (spec §4: assigned to them with the open flag set). */
export function ownOpenRegister(
  registers: readonly CashRegister[],
  userId: number,
): CashRegister | undefined {
  return registers.find((r) => r.cash_register_open && r.users_permissions_user?.id === userId);
}

/** Why a register cannot be picked, in the words shown beside it; null when it can be. */
export function disabledReason(
  register: CashRegister,
  registers: readonly CashRegister[],
  userId: number,
): string | null {
  const operator = register.users_permissions_user;
  if (register.cash_register_open && operator?.id !== userId) {
    return operator
      ? `Abierta por ${operator.name} ${operator.lastname}. Solo quien la abrió puede cerrarla.`
      : "Abierta sin operador asignado.";
  }
  const own = ownOpenRegister(registers, userId);
  if (own && own.id !== register.id) {
    return `Ya tienes abierta ${own.cash_register_name}. Ciérrala antes de usar otra caja.`;
  }
  return null;
}
