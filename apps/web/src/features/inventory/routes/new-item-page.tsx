import { Stack, Text, Title } from "@mantine/core";
import { useNavigate } from "react-router";
import { useScreenTitle } from "../../../lib/screen-title";
import { ItemForm } from "../components/item-form";
import { itemPath } from "../utils/item-paths";

/** /admin/inventario/nuevo-producto: once created, the item's own page (with its stock panel) opens. */
export function NewItemPage() {
  useScreenTitle("Nuevo producto");
  const navigate = useNavigate();
  return (
    <Stack gap="lg" maw={860}>
      <div>
        <Title order={2}>Nuevo producto</Title>
        <Text c="dimmed" size="sm">
          Un producto propio del club. Para productos conocidos, revisa primero el catálogo.
        </Text>
      </div>
      <ItemForm onSaved={(item) => navigate(itemPath(item.id), { replace: true })} />
    </Stack>
  );
}
