import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { NotificationTypeIcon } from "./notification-type-icon";

describe("NotificationTypeIcon", () => {
  it.each([
    ["booking", "Reserva en línea"],
    ["booking_cancelled", "Reserva cancelada"],
    ["match_result_disputed", "Resultado en disputa"],
    ["critical_stock", "Stock crítico"],
    ["share_refund_failed", "Devolución pendiente"],
    ["something_new", "Aviso"],
  ])("labels %s as «%s»", (type, label) => {
    renderWithProviders(<NotificationTypeIcon type={type} />);
    expect(screen.getByRole("img", { name: label })).toBeInTheDocument();
  });
});
