import { CashRegisterButton } from "../../features/cash-registers/components/cash-register-button";
import { PointOfSalePage } from "../../features/point-of-sale/routes/point-of-sale-page";

/** The point of sale, given the register control (features stand alone; the app puts them together). */
export function PointOfSaleRoute() {
  return <PointOfSalePage registerControl={<CashRegisterButton />} />;
}
