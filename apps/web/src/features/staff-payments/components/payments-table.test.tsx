import type { StaffPayment } from "@club/contract";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { PaymentsTable } from "./payments-table";

const payment = (id: number, status: StaffPayment["status"], settledAt: string | null): StaffPayment => ({
  id,
  order_id: null,
  booking: {
    id,
    slug: `abcdefghijklmnop${id}`,
    date: "2026-11-24",
    start_time: "19:00",
    court_name: "Cancha 1",
  },
  payer_name: "Pedro Jugador",
  channel: "online",
  method: "webpay",
  percentage: 100,
  amount: 28000,
  status,
  cash_register_name: null,
  created_at: "2026-11-23T12:00:00.000Z",
  settled_at: settledAt,
});

describe("PaymentsTable", () => {
  it("says «Liquidado» only of a payment that took the money, never of a rejected or abandoned attempt", () => {
    renderWithProviders(
      <PaymentsTable
        loading={false}
        payments={[
          payment(1, "paid", "2026-11-23T12:01:00.000Z"),
          payment(2, "rejected", "2026-11-23T12:02:00.000Z"),
          payment(3, "abandoned", "2026-11-23T12:03:00.000Z"),
          payment(4, "pending", null),
        ]}
      />,
    );
    const rows = screen.getAllByRole("row").slice(1);
    const settled = rows.map((row) => within(row).queryByText(/^Liquidado/)?.textContent ?? null);
    expect(settled).toEqual([expect.stringMatching(/^Liquidado 23-11-2026 \d\d:01$/), null, null, null]);
    expect(
      rows.map((row) => within(row).getAllByText(/Pagado|Rechazado|Abandonado|Pendiente/)[0]?.textContent),
    ).toEqual(["Pagado", "Rechazado", "Abandonado", "Pendiente"]);
  });
});
