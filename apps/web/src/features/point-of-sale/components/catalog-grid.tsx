import { Button, SimpleGrid, Stack, Text } from "@mantine/core";
import { memo, useEffect, useState } from "react";
import type { CatalogItem } from "../utils/catalog";
import { ProductTile } from "./product-tile";

/** Items drawn at once: with 5,000 in the club only a page is on screen, the rest come on demand. */
export const CATALOG_PAGE = 48;

interface Props {
  items: CatalogItem[];
  onAdd: (item: CatalogItem) => void;
}

/** The filtered catalogue, a page at a time; memoised so a change in the cart never redraws it. */
export const CatalogGrid = memo(function CatalogGrid({ items, onAdd }: Props) {
  const [shown, setShown] = useState(CATALOG_PAGE);
  // A new search or tab starts again from its first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the list itself changes.
  useEffect(() => setShown(CATALOG_PAGE), [items]);
  if (items.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        No hay productos que coincidan.
      </Text>
    );
  }
  const rest = items.length - shown;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, xs: 3, lg: 4 }} spacing="sm">
        {items.slice(0, shown).map((item) => (
          <ProductTile key={item.id} item={item} onAdd={onAdd} />
        ))}
      </SimpleGrid>
      {rest > 0 && (
        <Button variant="default" onClick={() => setShown((n) => n + CATALOG_PAGE)}>
          Mostrar más ({rest} restantes)
        </Button>
      )}
    </Stack>
  );
});
