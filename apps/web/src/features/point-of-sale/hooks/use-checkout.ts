import type { OrderDetail } from "@club/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { ApiError, isNetworkError } from "../../../lib/api-client";
import { sendOrder } from "../api/create-order";
import { refreshAfterSale } from "../api/refresh-after-sale";
import { enqueueSale } from "../offline/sale-queue";
import type { OrderData } from "../utils/order-body";
import { newSaleKey } from "../utils/sale-key";

const UNSAVED_OFFLINE =
  "Sin conexión, y este navegador no pudo guardar la venta para enviarla después. Intenta de nuevo.";

export type SaleOutcome = { kind: "sold"; order: OrderDetail } | { kind: "queued"; total: number };

interface Attempt {
  key: string;
  cart: object;
  /** The server refused it (4xx): nothing was made, so what is sent next is a new sale. */
  refused: boolean;
}

/**
 * Sends a sale once. `begin` takes a new Idempotency-Key when the cart is committed to payment; every
 * send of that sale carries it (a double Enter, a retry after a server error), so the server makes one
 * order. While one send is under way the others are ignored (a ref, not state: two key presses in the
 * same frame see it). When the server cannot be reached the sale goes to the offline queue with its key.
 */
export function useCheckout(onDone: (outcome: SaleOutcome) => void) {
  const queryClient = useQueryClient();
  const attempt = useRef<Attempt | null>(null);
  const sending = useRef(false);
  // The carts already sold or queued: a late click on one of them starts nothing.
  const finished = useRef(new WeakSet<object>());
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);

  /** The cart is committed to payment: a new sale, with a key of its own. False when it cannot start. */
  const begin = (cart: object): boolean => {
    if (sending.current || finished.current.has(cart)) return false;
    // The same cart again (the panel closed after a server error and opened): the same sale, same key.
    if (attempt.current?.cart === cart && !attempt.current.refused) return true;
    attempt.current = { key: newSaleKey(), refused: false, cart };
    setError(null);
    return true;
  };

  /** Sends the sale begun last; ignored while a send is under way and once that sale is done. */
  const submit = async (data: OrderData, total: number) => {
    const current = attempt.current;
    if (sending.current || !current) return;
    sending.current = true;
    setPending(true);
    setError(null);
    // A refused attempt made nothing: what is sent now is a new sale.
    if (current.refused) Object.assign(current, { key: newSaleKey(), refused: false });
    const { key, cart } = current;
    const done = (outcome: SaleOutcome) => {
      finished.current.add(cart);
      attempt.current = null;
      onDone(outcome);
    };
    try {
      const order = await sendOrder(key, data);
      done({ kind: "sold", order });
      void refreshAfterSale(queryClient);
    } catch (reason) {
      if (isNetworkError(reason)) {
        try {
          await enqueueSale({ key, data, total });
          done({ kind: "queued", total });
        } catch {
          setError(new ApiError("NETWORK_ERROR", UNSAVED_OFFLINE, 0));
        }
      } else {
        const failure =
          reason instanceof ApiError
            ? reason
            : new ApiError("INTERNAL_ERROR", "No se pudo registrar la venta.", 0);
        if (failure.status >= 400 && failure.status < 500) current.refused = true;
        setError(failure);
      }
    } finally {
      sending.current = false;
      setPending(false);
    }
  };

  return { begin, submit, pending, error };
}
