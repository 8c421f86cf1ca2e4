import { PESOS_RULE, quantityRule } from "@club/domain";
import type { UseFormReturnType } from "@mantine/form";
import { NumberField } from "../../../components/number-field";

type InputProps = ReturnType<UseFormReturnType<Record<string, unknown>>["getInputProps"]>;

/** Buy and sell price, both required whole pesos (an item's form and a catalog import), per `unitShort` for bulk items. */
export function PriceFields({
  buy,
  sell,
  focusFirst,
  unitShort,
}: {
  buy: InputProps;
  sell: InputProps;
  focusFirst?: boolean;
  unitShort?: string | null;
}) {
  const unit = unitShort ? `/ ${unitShort}` : undefined;
  return (
    <>
      <NumberField
        label="Precio de compra"
        required
        data-autofocus={focusFirst}
        leftSection="$"
        rule={PESOS_RULE}
        unit={unit}
        {...buy}
      />
      <NumberField label="Precio de venta" required leftSection="$" rule={PESOS_RULE} unit={unit} {...sell} />
    </>
  );
}

interface StockLevelProps {
  /** Only when creating: later the stock changes through stock movements. */
  initial?: InputProps;
  critical: InputProps;
  bulk: boolean;
  unitShort?: string | null;
  withDescriptions?: boolean;
}

/** Initial stock (when creating) and the critical level the alert fires at. */
export function StockLevelFields({ initial, critical, bulk, unitShort, withDescriptions }: StockLevelProps) {
  const rule = quantityRule(bulk);
  return (
    <>
      {initial && (
        <NumberField
          label="Stock inicial"
          description={withDescriptions ? "Queda como primer movimiento del historial" : undefined}
          rule={rule}
          unit={unitShort}
          {...initial}
        />
      )}
      <NumberField
        label="Stock crítico"
        description={withDescriptions ? "Te avisamos cuando el stock llegue a este nivel" : undefined}
        rule={rule}
        unit={unitShort}
        {...critical}
      />
    </>
  );
}
