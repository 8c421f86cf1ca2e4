import { NumberInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { AMOUNT_INPUT_PROPS, quantityInputProps } from "../utils/number-input-props";

type InputProps = ReturnType<UseFormReturnType<Record<string, unknown>>["getInputProps"]>;

/** Buy and sell price, both required whole pesos (an item's form and a catalog import). */
export function PriceFields({
  buy,
  sell,
  focusFirst,
}: {
  buy: InputProps;
  sell: InputProps;
  focusFirst?: boolean;
}) {
  return (
    <>
      <NumberInput
        label="Precio de compra"
        required
        data-autofocus={focusFirst}
        {...AMOUNT_INPUT_PROPS}
        {...buy}
      />
      <NumberInput label="Precio de venta" required {...AMOUNT_INPUT_PROPS} {...sell} />
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
  const props = { ...quantityInputProps(bulk), suffix: unitShort ? ` ${unitShort}` : undefined };
  return (
    <>
      {initial && (
        <NumberInput
          label="Stock inicial"
          description={withDescriptions ? "Queda como primer movimiento del historial" : undefined}
          {...props}
          {...initial}
        />
      )}
      <NumberInput
        label="Stock crítico"
        description={withDescriptions ? "Te avisamos cuando el stock llegue a este nivel" : undefined}
        {...props}
        {...critical}
      />
    </>
  );
}
