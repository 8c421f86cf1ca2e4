import { Alert, Button, Group, Modal, Skeleton, Stack, Text, TextInput } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconCategory, IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useCreateItemCategory } from "../api/create-item-category";
import { useItemCategories } from "../api/get-item-categories";
import { CategoryRow } from "./category-row";

function CreateCategoryForm() {
  const create = useCreateItemCategory();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (!name.trim()) return setError("El nombre es obligatorio");
    setError(null);
    create.mutate(
      { item_category_name: name },
      {
        onSuccess: () => {
          notifications.show({ color: "green", message: `Categoría «${name.trim()}» creada.` });
          setName("");
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          label="Nueva categoría"
          placeholder="Ej.: Bebidas"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={error}
          maxLength={60}
          style={{ flex: 1 }}
        />
        <Button type="submit" mt={25} leftSection={<IconPlus size={16} />} loading={create.isPending}>
          Crear
        </Button>
      </Group>
    </form>
  );
}

function CategoryList() {
  const { data, error } = useItemCategories();
  if (error) return <Alert color="red">{error.message}</Alert>;
  if (!data) return <Skeleton h={120} />;
  if (data.length === 0) {
    return (
      <Text size="sm" c="dimmed" ta="center" py="md">
        Aún no hay categorías. Crea la primera arriba.
      </Text>
    );
  }
  return (
    <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: "none" }} aria-label="Categorías">
      {data.map((category) => (
        <CategoryRow key={category.id} category={category} />
      ))}
    </Stack>
  );
}

/** Create, rename and delete the club's item categories. */
export function CategoriesButton() {
  const [opened, modal] = useDisclosure(false);
  return (
    <>
      <Button variant="default" leftSection={<IconCategory size={18} />} onClick={modal.open}>
        Categorías
      </Button>
      <Modal opened={opened} onClose={modal.close} title="Categorías de productos" centered>
        <Stack gap="md">
          <CreateCategoryForm />
          <CategoryList />
        </Stack>
      </Modal>
    </>
  );
}
