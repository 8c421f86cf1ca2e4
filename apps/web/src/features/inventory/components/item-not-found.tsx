import { Button, Text } from "@mantine/core";
import { IconArrowLeft, IconPackageOff } from "@tabler/icons-react";
import { Link } from "react-router";
import { NoticeCard } from "../../../components/notice-card";
import { INVENTORY_PATH } from "../utils/item-paths";

/** A missing item, a deleted one or another club's: all look the same. */
export function ItemNotFound() {
  return (
    <NoticeCard icon={<IconPackageOff size={30} />} title="Producto no encontrado">
      <Text c="dimmed" maw={440}>
        No existe en el inventario de tu club, o fue eliminado.
      </Text>
      <Button component={Link} to={INVENTORY_PATH} leftSection={<IconArrowLeft size={18} />}>
        Volver al inventario
      </Button>
    </NoticeCard>
  );
}
