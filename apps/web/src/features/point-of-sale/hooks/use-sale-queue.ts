import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { sendOrder } from "../api/create-order";
import { refreshAfterSale } from "../api/refresh-after-sale";
import { flushSaleQueue, onSaleQueueChange, type QueuedSale, queuedSales } from "../offline/sale-queue";

/** How often queued sales are tried again while the screen is open, besides the browser's online event. */
const RETRY_MS = 15_000;

const sendQueued = (sale: QueuedSale) => sendOrder(sale.key, sale.data);

/** Sends queued sales now; what they sold is read again when any went through. */
export function useFlushSaleQueue() {
  const queryClient = useQueryClient();
  return async () => {
    const sent = await flushSaleQueue(sendQueued);
    if (sent > 0) await refreshAfterSale(queryClient);
  };
}

/**
 * The queued and failed sales of this account, kept current; while mounted, the queue is sent on load,
 * when the browser comes back online and every few seconds.
 */
export function useSaleQueue(): QueuedSale[] {
  const [sales, setSales] = useState<QueuedSale[]>([]);
  const flush = useFlushSaleQueue();
  // biome-ignore lint/correctness/useExhaustiveDependencies: set up once per mount.
  useEffect(() => {
    let alive = true;
    const load = () => {
      queuedSales()
        .then((list) => alive && setSales(list))
        .catch(() => undefined);
    };
    const send = () => {
      flush().catch(() => undefined);
    };
    const off = onSaleQueueChange(load);
    load();
    send();
    window.addEventListener("online", send);
    const timer = setInterval(send, RETRY_MS);
    return () => {
      alive = false;
      off();
      window.removeEventListener("online", send);
      clearInterval(timer);
    };
  }, []);
  return sales;
}
