import type { ItemDetail } from "@club/contract";
import { Alert, Button, Group, Paper, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { FormSection } from "../../../components/form-section";
import { SubmitButton } from "../../../components/submit-button";
import { applyServerErrors } from "../../../lib/form-errors";
import { useUnsavedChanges } from "../../../lib/unsaved-changes";
import { useCreateItem } from "../api/create-item";
import { useUpdateItem } from "../api/update-item";
import type { ItemImage } from "../api/upload-item-image";
import { validateItemForm } from "../utils/item-form-validation";
import {
  createItemData,
  emptyItemForm,
  formFieldOf,
  ITEM_FORM_FIELDS,
  type ItemFormValues,
  itemFormValues,
  updateItemData,
} from "../utils/item-form-values";
import { INVENTORY_PATH } from "../utils/item-paths";
import { ItemDetailsFields, ItemPriceFields, ItemStockFields } from "./item-fields";
import { ItemImageField } from "./item-image-field";

function savedImage(item: ItemDetail | undefined): ItemImage | null {
  const image = item?.item_image[0];
  return image ? { id: image.id, url: image.url } : null;
}

/** Creates an item (no `item`) or edits one; `onSaved` gets the saved item. */
export function ItemForm({ item, onSaved }: { item?: ItemDetail; onSaved?: (item: ItemDetail) => void }) {
  const creating = item === undefined;
  const create = useCreateItem();
  const update = useUpdateItem();
  const saving = create.isPending || update.isPending;
  const [image, setImage] = useState<ItemImage | null>(() => savedImage(item));
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<ItemFormValues>({
    initialValues: item ? itemFormValues(item) : emptyItemForm,
    validate: validateItemForm,
    validateInputOnBlur: true,
  });

  // A picked or removed image that is not saved yet counts too.
  const imageChanged = useRef(false);
  useUnsavedChanges(() => form.isDirty() || imageChanged.current);
  const changeImage = (next: ItemImage | null) => {
    imageChanged.current = true;
    setImage(next);
  };

  const onError = (error: unknown) =>
    setAlert(applyServerErrors(error, form.setErrors, ITEM_FORM_FIELDS, formFieldOf));
  const onSuccess = (answer: { message: string; data: ItemDetail }) => {
    notifications.show({ color: "green", message: answer.message || "Producto guardado." });
    form.resetDirty();
    imageChanged.current = false;
    // The picked image is uploaded now: saving again must not upload it twice.
    setImage(savedImage(answer.data));
    onSaved?.(answer.data);
  };

  const submit = form.onSubmit(
    (values) => {
      setAlert(null);
      if (creating) create.mutate({ data: createItemData(values), image }, { onSuccess, onError });
      else update.mutate({ id: item.id, data: updateItemData(values), image }, { onSuccess, onError });
    },
    // On a long form the first message may be out of view: take the person to it.
    (errors) => {
      const first = Object.keys(errors)[0];
      if (first) form.getInputNode(first)?.focus();
    },
  );

  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }} component="form" onSubmit={submit} noValidate>
      <Stack gap="lg">
        {alert && (
          <Alert color="red" title="No se pudo guardar el producto">
            {alert}
          </Alert>
        )}
        <ItemImageField value={image} onChange={changeImage} disabled={saving} />
        <FormSection title="Datos del producto">
          <ItemDetailsFields form={form} />
        </FormSection>
        <FormSection title="Precios">
          <ItemPriceFields form={form} />
        </FormSection>
        <FormSection title="Stock">
          <ItemStockFields form={form} withInitialStock={creating} />
        </FormSection>
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={INVENTORY_PATH} variant="default" disabled={saving}>
            Cancelar
          </Button>
          <SubmitButton loading={saving}>{creating ? "Crear producto" : "Guardar cambios"}</SubmitButton>
        </Group>
      </Stack>
    </Paper>
  );
}
