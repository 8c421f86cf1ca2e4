import { formatClp, quantityRule } from "@club/domain";
import { ActionIcon, Group, Stack } from "@mantine/core";
import { IconMinus, IconPlus, IconTrash } from "@tabler/icons-react";
import type { Dispatch } from "react";
import { NumberField } from "../../../components/number-field";
import { type CartAction, type CartItemLine, cartLineAmount, quantityError } from "../utils/cart";
import { CartLineHeading } from "./cart-line-heading";

/** A cart line: − and + by one unit, or the quantity typed ("1,5" kg for an item sold by weight). */
export function CartItemRow({ line, dispatch }: { line: CartItemLine; dispatch: Dispatch<CartAction> }) {
  const error = quantityError(line);
  const unitPrice = `${formatClp(line.price)}${line.bulk && line.unit ? ` / ${line.unit}` : " c/u"}`;
  return (
    <Stack gap={4}>
      <CartLineHeading title={line.name} detail={unitPrice} amount={cartLineAmount(line)} />
      <Group gap={6} wrap="nowrap">
        <ActionIcon
          variant="default"
          aria-label={`Quitar una unidad de ${line.name}`}
          onClick={() => dispatch({ type: "step-quantity", id: line.id, step: -1 })}
        >
          <IconMinus size={14} />
        </ActionIcon>
        <NumberField
          w={line.bulk ? 120 : 80}
          size="xs"
          aria-label={`Cantidad de ${line.name}`}
          rule={quantityRule(line.bulk)}
          unit={line.bulk ? line.unit : null}
          value={line.quantity}
          onChange={(quantity) => dispatch({ type: "set-quantity", id: line.id, quantity })}
          error={line.quantity !== "" && error ? error : undefined}
        />
        <ActionIcon
          variant="default"
          aria-label={`Agregar una unidad de ${line.name}`}
          onClick={() => dispatch({ type: "step-quantity", id: line.id, step: 1 })}
        >
          <IconPlus size={14} />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="red"
          ml="auto"
          aria-label={`Quitar ${line.name} del carrito`}
          onClick={() => dispatch({ type: "remove-item", id: line.id })}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Group>
    </Stack>
  );
}
