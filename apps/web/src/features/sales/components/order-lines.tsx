import { ITEM_PLACEHOLDER_URL, type OrderDetail } from "@club/contract";
import { formatClp, formatIsoDay } from "@club/domain";
import { Group, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCalendarEvent } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { LazyImage } from "../../../components/lazy-image";
import { quantityText } from "../../../lib/order-line-text";

type Details = OrderDetail["order_details"];
export type ItemLine = Details["items"][number];
export type BookingLine = Details["bookings"][number];

type LineActions = {
  /** Shown at the end of each line (the pending order's "Quitar"). */
  itemAction?: (line: ItemLine) => ReactNode;
  bookingAction?: (line: BookingLine) => ReactNode;
};

function Line({
  media,
  title,
  detail,
  amount,
  action,
}: Record<"media" | "title" | "detail" | "amount" | "action", ReactNode>) {
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="center" py={6}>
      {media}
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" fw={500} truncate>
          {title}
        </Text>
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      </Stack>
      <Text size="sm" fw={600} style={{ whiteSpace: "nowrap" }}>
        {amount}
      </Text>
      {action}
    </Group>
  );
}

/** The order's products and bookings: what each is, how much of it, and what it adds to the total. */
export function OrderLines({ details, itemAction, bookingAction }: { details: Details } & LineActions) {
  const empty = details.items.length === 0 && details.bookings.length === 0;
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="xs">
        Detalle
      </Title>
      {empty && (
        <Text size="sm" c="dimmed">
          La venta no tiene productos ni reservas.
        </Text>
      )}
      <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: "none" }} aria-label="Líneas de la venta">
        {details.items.map((line) => (
          <Line
            key={`item-${line.item_id}`}
            media={
              <LazyImage
                src={line.item_image_thumbnail ?? ITEM_PLACEHOLDER_URL}
                alt=""
                width={44}
                height={44}
                radius="sm"
              />
            }
            title={line.item_brand ? `${line.item_name} · ${line.item_brand}` : line.item_name}
            detail={`${quantityText(line)} × ${formatClp(line.item_sell_price)}${line.item_bulk && line.item_measure_unit_short ? ` / ${line.item_measure_unit_short}` : ""}`}
            amount={formatClp(line.item_amount)}
            action={itemAction?.(line)}
          />
        ))}
        {details.bookings.map((line) => (
          <Line
            key={`booking-${line.id}`}
            media={
              <ThemeIcon size={44} radius="sm" variant="light" aria-hidden>
                <IconCalendarEvent size={22} />
              </ThemeIcon>
            }
            title={`Reserva ${line.court_name}`}
            detail={`${formatIsoDay(line.date)} · ${line.start_time}–${line.end_time} · ${line.duration_text} · ${line.order_percentage} % de ${formatClp(line.price)}`}
            amount={formatClp(line.order_amount)}
            action={bookingAction?.(line)}
          />
        ))}
      </Stack>
    </Paper>
  );
}
