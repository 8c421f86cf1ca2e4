import type { Product } from "@club/contract";
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { SubmitButton } from "../../../components/submit-button";
import { applyServerErrors } from "../../../lib/form-errors";
import { useCreateItemByProduct } from "../api/create-item-by-product";
import {
  emptyImportProduct,
  IMPORT_PRODUCT_FIELDS,
  type ImportProductValues,
  importProductData,
  validateImportProduct,
} from "../utils/import-product-values";
import { formFieldOf } from "../utils/item-form-values";
import { PriceFields, StockLevelFields } from "./amount-fields";

type Props = { product: Product | null; onClose: () => void };

/** Asks the club's prices and stock for a catalog product, then copies it into the inventory. */
export function AddProductModal({ product: chosen, onClose }: Props) {
  // Kept while the modal fades out after `chosen` is cleared, so its text does not blank out.
  const [product, setProduct] = useState(chosen);
  if (chosen && chosen !== product) setProduct(chosen);
  const importProduct = useCreateItemByProduct();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<ImportProductValues>({
    initialValues: emptyImportProduct,
    validate: validateImportProduct,
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit((values) => {
    if (!product) return;
    setAlert(null);
    importProduct.mutate(
      { productId: product.id, data: importProductData(values) },
      {
        onSuccess: (answer) => {
          notifications.show({
            color: "green",
            message: answer.message || `«${product.product_name}» agregado.`,
          });
          onClose();
        },
        onError: (error) =>
          setAlert(applyServerErrors(error, form.setErrors, IMPORT_PRODUCT_FIELDS, formFieldOf)),
      },
    );
  });

  const reset = () => {
    form.reset();
    setAlert(null);
    importProduct.reset();
  };

  return (
    <Modal
      opened={chosen !== null}
      onClose={onClose}
      onExitTransitionEnd={reset}
      title="Agregar a mi inventario"
      centered
      closeOnClickOutside={!importProduct.isPending}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            <b>{product?.product_name}</b>
            {product?.product_brand ? ` · ${product.product_brand}` : ""}
          </Text>
          <SimpleGrid cols={2}>
            <PriceFields
              buy={form.getInputProps("item_buy_price")}
              sell={form.getInputProps("item_sell_price")}
              focusFirst
            />
            <StockLevelFields
              initial={form.getInputProps("item_stock.item_stock_stock")}
              critical={form.getInputProps("item_stock.item_stock_critical_stock")}
              bulk={false}
            />
          </SimpleGrid>
          {alert && (
            <Alert color="red" title="No se pudo agregar el producto">
              {alert}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={importProduct.isPending}>
              Cancelar
            </Button>
            <SubmitButton loading={importProduct.isPending}>Agregar</SubmitButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
