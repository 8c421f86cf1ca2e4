import { describe, expect, it } from "vitest";
import { ORDER_STATES, type OrderAction, orderMoveRefusal, orderTransition } from "./order-states";

const ACTIONS: OrderAction[] = ["edit", "charge", "cancel"];

describe("order states", () => {
  it("allows pending → paid, pending → cancelled, paid → cancelled and edits of a pending order only", () => {
    const allowed = ORDER_STATES.flatMap((from) =>
      ACTIONS.flatMap((action) => {
        const to = orderTransition(from, action);
        return to === null ? [] : [`${from} -${action}-> ${to}`];
      }),
    );
    expect(allowed.sort()).toEqual(
      [
        "pending -edit-> pending",
        "pending -charge-> paid",
        "pending -cancel-> cancelled",
        "paid -cancel-> cancelled",
      ].sort(),
    );
  });

  it("says in Spanish why every other move is refused", () => {
    for (const from of ORDER_STATES) {
      for (const action of ACTIONS) {
        const refusal = orderMoveRefusal(from, action);
        if (orderTransition(from, action) === null) expect(refusal, `${from} ${action}`).toMatch(/venta/);
        else expect(refusal).toBeNull();
      }
    }
    expect(orderMoveRefusal("paid", "edit")).toBe("La venta ya está pagada: no se puede modificar");
    expect(orderMoveRefusal("cancelled", "cancel")).toBe("La venta ya está anulada");
    expect(orderMoveRefusal("paid", "charge")).toBe("La venta ya está pagada");
  });
});
