import { formatClp } from "@club/domain";
import { ActionIcon, Button, Divider, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconShoppingCart, IconTrash } from "@tabler/icons-react";
import type { Dispatch } from "react";
import { bookingLineAmount, type Cart, type CartAction, cartIsSellable, cartTotal } from "../utils/cart";
import { CartItemRow } from "./cart-item-row";
import { CartLineHeading } from "./cart-line-heading";

interface Props {
  cart: Cart;
  dispatch: Dispatch<CartAction>;
  onCharge: () => void;
  onLeavePending: () => void;
  sending: boolean;
  /** In the phone's drawer, whose own title already says "Carrito". */
  titled?: boolean;
}

/** The sale being made: its lines, the estimated total, and the way to charge it or leave it pending. */
export function CartPanel({ cart, dispatch, onCharge, onLeavePending, sending, titled = true }: Props) {
  const empty = cart.items.length === 0 && cart.bookings.length === 0;
  const sellable = cartIsSellable(cart);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify={titled ? "space-between" : "flex-end"}>
          {titled && (
            <Title order={2} size="h4">
              Carrito
            </Title>
          )}
          {!empty && (
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              leftSection={<IconTrash size={14} />}
              onClick={() => dispatch({ type: "clear" })}
            >
              Vaciar
            </Button>
          )}
        </Group>
        {empty ? (
          <Stack align="center" gap={4} py="lg">
            <IconShoppingCart size={32} stroke={1.5} aria-hidden />
            <Text c="dimmed" size="sm" ta="center">
              El carrito está vacío. Busca o escanea un producto, o agrega una reserva de hoy.
            </Text>
          </Stack>
        ) : (
          <Stack
            gap="sm"
            component="ul"
            aria-label="Líneas del carrito"
            p={0}
            m={0}
            style={{ listStyle: "none" }}
          >
            {cart.items.map((line) => (
              <li key={`item-${line.id}`}>
                <CartItemRow line={line} dispatch={dispatch} />
              </li>
            ))}
            {cart.bookings.map((line) => (
              <li key={`booking-${line.id}`}>
                <CartLineHeading
                  title={line.label}
                  detail={`Reserva · ${line.percentage} % de ${formatClp(line.price)}`}
                  amount={bookingLineAmount(line)}
                >
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Quitar la reserva ${line.label} del carrito`}
                    onClick={() => dispatch({ type: "remove-booking", id: line.id })}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </CartLineHeading>
              </li>
            ))}
          </Stack>
        )}
        <Divider />
        <Group justify="space-between">
          <Text fw={600}>Total</Text>
          <Text fw={700} size="xl" data-testid="cart-total">
            {formatClp(cartTotal(cart))}
          </Text>
        </Group>
        <Button size="md" disabled={!sellable} onClick={onCharge}>
          Cobrar
        </Button>
        <Button variant="default" disabled={!sellable} loading={sending} onClick={onLeavePending}>
          Dejar pendiente
        </Button>
      </Stack>
    </Paper>
  );
}
