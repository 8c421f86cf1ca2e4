import type { Product } from "@club/contract";
import { Alert, Group, Select, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconCategory } from "@tabler/icons-react";
import { useState } from "react";
import { ListPagination } from "../../../components/list-pagination";
import { SearchInput } from "../../../components/search-input";
import { useScreenTitle } from "../../../lib/screen-title";
import { useProductCategories } from "../api/get-product-categories";
import { useProductPage } from "../api/get-product-page";
import { AddProductModal } from "../components/add-product-modal";
import { ProductCard } from "../components/product-card";
import { useListParams } from "../hooks/use-list-params";
import { placeholderKeys } from "../utils/placeholder-keys";

function categoryIdOf(text: string | null): number | null {
  const id = Number(text);
  return text && Number.isInteger(id) && id > 0 ? id : null;
}

/** /admin/inventario/productos: the global catalog, to copy products into the club's inventory. */
export function CatalogPage() {
  useScreenTitle("Catálogo de productos");
  const params = useListParams();
  const category = categoryIdOf(params.category);
  const products = useProductPage({ page: params.page, search: params.search, category });
  const categories = useProductCategories();
  const [adding, setAdding] = useState<Product | null>(null);
  const list = products.data?.data;

  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>Catálogo de productos</Title>
        <Text c="dimmed" size="sm">
          Productos conocidos con su imagen y código de barras: agrégalos con tus precios y tu stock.
        </Text>
      </div>
      <Group gap="sm" align="flex-end">
        <div style={{ flex: "1 1 260px" }}>
          <SearchInput
            label="Buscar en el catálogo"
            placeholder="Nombre, marca o código de barras"
            value={params.search}
            onSearch={params.setSearch}
          />
        </div>
        <Select
          aria-label="Filtrar por categoría"
          leftSection={<IconCategory size={16} />}
          placeholder="Todas las categorías"
          data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          value={category === null ? null : String(category)}
          onChange={params.setCategory}
          clearable
          w={{ base: "100%", xs: 240 }}
        />
      </Group>
      {products.error && (
        <Alert color="red" title="No se pudo cargar el catálogo">
          {products.error.message}
        </Alert>
      )}
      {list?.length === 0 && (
        <Text c="dimmed" ta="center" py="xl">
          No encontramos productos en el catálogo con esos filtros.
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md" aria-busy={products.isFetching}>
        {list
          ? list.map((product) => <ProductCard key={product.id} product={product} onAdd={setAdding} />)
          : !products.error && placeholderKeys(8).map((key) => <Skeleton key={key} h={300} radius="md" />)}
      </SimpleGrid>
      <ListPagination info={products.data?.pagination} onChange={params.setPage} />
      <AddProductModal product={adding} onClose={() => setAdding(null)} />
    </Stack>
  );
}
