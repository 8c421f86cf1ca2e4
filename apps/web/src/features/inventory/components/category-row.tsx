import type { ItemCategory } from "@club/contract";
import { NO_CATEGORY_LABEL } from "@club/domain";
import { ActionIcon, Alert, Button, Group, Paper, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconCheck, IconPencil, IconTrash, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { useDeleteItemCategory } from "../api/delete-item-category";
import { useUpdateItemCategory } from "../api/update-item-category";
import { productCount } from "../utils/product-count";

type Mode = "view" | "edit" | "delete";

function RenameForm({ category, onDone }: { category: ItemCategory; onDone: () => void }) {
  const update = useUpdateItemCategory();
  const [name, setName] = useState(category.item_category_name);
  const submit = () =>
    update.mutate(
      {
        id: category.id,
        data: { item_category_name: name, item_category_description: category.item_category_description },
      },
      {
        onSuccess: () => {
          notifications.show({ color: "green", message: "Categoría renombrada." });
          onDone();
        },
      },
    );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      style={{ flex: 1 }}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <TextInput
          aria-label={`Nuevo nombre de ${category.item_category_name}`}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={update.error?.message}
          maxLength={60}
          data-autofocus
          style={{ flex: 1 }}
        />
        <ActionIcon
          type="submit"
          size="lg"
          color="green"
          aria-label="Guardar nombre"
          loading={update.isPending}
        >
          <IconCheck size={18} />
        </ActionIcon>
        <ActionIcon size="lg" variant="default" aria-label="Cancelar" onClick={onDone}>
          <IconX size={18} />
        </ActionIcon>
      </Group>
    </form>
  );
}

function DeleteConfirm({ category, onDone }: { category: ItemCategory; onDone: () => void }) {
  const remove = useDeleteItemCategory();
  const count = category.item_category_items_count;
  return (
    <Alert color="red" title={`¿Eliminar «${category.item_category_name}»?`} w="100%">
      <Stack gap="xs">
        <Text size="sm">
          {count > 0
            ? `Sus ${productCount(count)} quedarán en «${NO_CATEGORY_LABEL}». No se pierde ningún producto.`
            : "La categoría no tiene productos."}
        </Text>
        {remove.error && (
          <Text size="sm" c="red">
            {remove.error.message}
          </Text>
        )}
        <Group gap="xs" justify="flex-end">
          <Button size="xs" variant="default" onClick={onDone}>
            Cancelar
          </Button>
          <Button
            size="xs"
            color="red"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(category.id, {
                onSuccess: () => notifications.show({ color: "green", message: "Categoría eliminada." }),
              })
            }
          >
            Eliminar categoría
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

export function CategoryRow({ category }: { category: ItemCategory }) {
  const [mode, setMode] = useState<Mode>("view");
  const view = () => setMode("view");
  if (mode === "delete") {
    return (
      <li aria-label={category.item_category_name}>
        <DeleteConfirm category={category} onDone={view} />
      </li>
    );
  }
  return (
    <Paper withBorder radius="sm" px="sm" py={6} aria-label={category.item_category_name} component="li">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        {mode === "edit" ? (
          <RenameForm category={category} onDone={view} />
        ) : (
          <>
            <div style={{ minWidth: 0 }}>
              <Text fw={600} size="sm" truncate>
                {category.item_category_name}
              </Text>
              <Text size="xs" c="dimmed">
                {productCount(category.item_category_items_count)}
              </Text>
            </div>
            <Group gap={4} wrap="nowrap">
              <ActionIcon
                variant="subtle"
                aria-label={`Renombrar ${category.item_category_name}`}
                onClick={() => setMode("edit")}
              >
                <IconPencil size={18} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Eliminar ${category.item_category_name}`}
                onClick={() => setMode("delete")}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          </>
        )}
      </Group>
    </Paper>
  );
}
