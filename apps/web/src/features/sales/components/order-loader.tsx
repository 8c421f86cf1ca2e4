import type { OrderDetail } from "@club/contract";
import { Alert, Button, Skeleton, Stack, Text } from "@mantine/core";
import { IconArrowLeft, IconReceipt } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { NoticeCard } from "../../../components/notice-card";
import { ApiError } from "../../../lib/api-client";
import { useScreenTitle } from "../../../lib/screen-title";
import { useOrder } from "../api/find-order";

type Props = {
  id: number | null;
  /** The screen's name for one order, "Venta" or "Pedido pendiente". */
  noun: string;
  back: { to: string; label: string };
  children: (order: OrderDetail) => ReactNode;
};

/** Loads one order: a skeleton first; a missing order and another club's look the same. */
export function OrderLoader({ id, noun, back, children }: Props) {
  const { data, error } = useOrder(id);
  const missing = id === null || (error instanceof ApiError && error.status === 404);
  useScreenTitle(data ? `${noun} #${data.id}` : missing ? "Venta no encontrada" : undefined);
  if (missing) {
    return (
      <NoticeCard icon={<IconReceipt size={30} />} title="Venta no encontrada">
        <Text c="dimmed" maw={440}>
          No existe entre las ventas de tu club.
        </Text>
        <Button component={Link} to={back.to} leftSection={<IconArrowLeft size={18} />}>
          {back.label}
        </Button>
      </NoticeCard>
    );
  }
  if (error && !data) {
    return (
      <Alert color="red" title="No se pudo cargar la venta">
        {error.message}
      </Alert>
    );
  }
  if (!data) {
    return (
      <Stack gap="lg" aria-busy="true" aria-label="Cargando venta">
        <Skeleton h={36} w={240} />
        <Skeleton h={80} />
        <Skeleton h={220} />
      </Stack>
    );
  }
  return children(data);
}
