import { MEASUREMENT_UNITS, measurementUnitShort, NO_CATEGORY_LABEL } from "@club/domain";
import { Select, SimpleGrid, Switch, Textarea, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useItemCategories } from "../api/get-item-categories";
import { categoryChoices } from "../utils/category-filter";
import type { ItemFormValues } from "../utils/item-form-values";
import { PriceFields, StockLevelFields } from "./amount-fields";

type FieldsProps = { form: UseFormReturnType<ItemFormValues> };

const UNIT_CHOICES = MEASUREMENT_UNITS.map((unit) => ({
  value: unit,
  label: `${unit} (${measurementUnitShort(unit)})`,
}));

export function ItemDetailsFields({ form }: FieldsProps) {
  const categories = useItemCategories();
  return (
    <>
      <TextInput label="Nombre" required maxLength={120} {...form.getInputProps("item_name")} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Marca" maxLength={80} {...form.getInputProps("item_brand")} />
        <Select
          label="Categoría"
          placeholder={NO_CATEGORY_LABEL}
          data={categoryChoices(categories.data)}
          clearable
          searchable
          nothingFoundMessage="No hay categorías con ese nombre"
          {...form.getInputProps("item_category")}
        />
      </SimpleGrid>
      <TextInput
        label="Código de barras"
        description="Solo dígitos; puedes escanearlo con el lector"
        inputMode="numeric"
        maxLength={32}
        {...form.getInputProps("item_barcode")}
      />
      <Textarea
        label="Descripción"
        autosize
        minRows={2}
        maxRows={6}
        {...form.getInputProps("item_description")}
      />
    </>
  );
}

export function ItemPriceFields({ form }: FieldsProps) {
  const { item_bulk: bulk, item_measurement_unit: unit } = form.values;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <PriceFields
        buy={form.getInputProps("item_buy_price")}
        sell={form.getInputProps("item_sell_price")}
        unitShort={bulk ? measurementUnitShort(unit) : null}
      />
    </SimpleGrid>
  );
}

/** `withInitialStock` on creation only: later the stock changes through stock movements. */
export function ItemStockFields({ form, withInitialStock }: FieldsProps & { withInitialStock: boolean }) {
  const { item_bulk: bulk, item_measurement_unit: unit } = form.values;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} verticalSpacing="xs">
        <Switch
          label="Venta a granel"
          description="Se vende por peso o volumen"
          {...form.getInputProps("item_bulk", { type: "checkbox" })}
        />
        {bulk && (
          <Select
            label="Unidad de medida"
            placeholder="Elige la unidad"
            data={UNIT_CHOICES}
            required
            allowDeselect={false}
            {...form.getInputProps("item_measurement_unit")}
          />
        )}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <StockLevelFields
          initial={withInitialStock ? form.getInputProps("item_stock.item_stock_stock") : undefined}
          critical={form.getInputProps("item_stock.item_stock_critical_stock")}
          bulk={bulk}
          unitShort={bulk ? measurementUnitShort(unit) : null}
          withDescriptions
        />
      </SimpleGrid>
      <Switch
        label="Permitir stock negativo"
        description="Si está activo, se puede vender aunque el sistema diga que no queda stock (por ejemplo, si la mercadería llegó y aún no la registras). Si no, una venta o ajuste que deje el stock bajo cero se rechaza."
        {...form.getInputProps("item_allow_negative_stock", { type: "checkbox" })}
      />
      <Switch
        label="Favorito"
        description="Se marca con una estrella en el inventario"
        {...form.getInputProps("item_favorite", { type: "checkbox" })}
      />
    </>
  );
}
