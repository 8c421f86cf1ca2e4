import { looksLikeBarcode } from "@club/domain";
import { Alert, CloseButton, Group, Paper, Skeleton, Stack, Tabs, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { type ReactNode, useDeferredValue, useMemo, useState } from "react";
import { useCatalog } from "../api/get-catalog";
import {
  ALL_CATEGORIES,
  type CatalogItem,
  catalogCategories,
  filterCatalog,
  itemByBarcode,
} from "../utils/catalog";
import { CatalogGrid } from "./catalog-grid";
import classes from "./point-of-sale.module.css";

interface Props {
  onAdd: (item: CatalogItem) => void;
  /** The camera scanner's button, when the browser can read barcodes; it hands its code to `scan`. */
  camera?: (scan: (code: string) => void) => ReactNode;
}

/**
 * The club's items, favourites first, by category tab and search (accents and case aside). A scanner
 * types a barcode and Enter into the search: the item with that code goes to the cart and the box
 * empties for the next one. Enter also adds the only item a search found.
 */
export function CatalogPanel({ onAdd, camera }: Props) {
  const catalog = useCatalog();
  const [search, setSearch] = useState("");
  const [category, setCategory] = useState<string>(ALL_CATEGORIES);
  const [notFound, setNotFound] = useState<string | null>(null);
  const items = catalog.data;
  const tabs = useMemo(
    () => [{ value: ALL_CATEGORIES, label: "Todos" }, ...catalogCategories(items ?? [])],
    [items],
  );
  const deferredSearch = useDeferredValue(search);
  const filtered = useMemo(
    () => filterCatalog(items ?? [], category, deferredSearch),
    [items, category, deferredSearch],
  );

  const scan = (text: string) => {
    const code = text.trim();
    if (!items || code === "") return;
    const match =
      itemByBarcode(items, code) ?? (looksLikeBarcode(code) ? undefined : soleMatch(items, category, code));
    if (match) {
      onAdd(match);
      setSearch("");
      setNotFound(null);
    } else if (looksLikeBarcode(code)) {
      setNotFound(`Ningún producto tiene el código ${code}.`);
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }}>
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <TextInput
            flex={1}
            // The scanner types here: the screen opens with the focus in it.
            data-autofocus
            autoFocus
            aria-label="Buscar producto o escanear código"
            placeholder="Buscar por nombre, marca o código de barras"
            leftSection={<IconSearch size={16} />}
            value={search}
            maxLength={100}
            autoComplete="off"
            rightSection={
              search ? (
                <CloseButton size="sm" aria-label="Borrar búsqueda" onClick={() => setSearch("")} />
              ) : null
            }
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setNotFound(null);
            }}
            onKeyDown={(event) => {
              if (event.key !== "Enter") return;
              event.preventDefault();
              scan(event.currentTarget.value);
            }}
          />
          {camera?.(scan)}
        </Group>
        {notFound && (
          <Alert
            color="yellow"
            withCloseButton
            closeButtonLabel="Cerrar aviso"
            onClose={() => setNotFound(null)}
          >
            {notFound}
          </Alert>
        )}
        {catalog.error && (
          <Alert color="red" title="No se pudo cargar el catálogo">
            {catalog.error.message}
          </Alert>
        )}
        {items ? (
          <Tabs value={category} onChange={(value) => setCategory(value ?? ALL_CATEGORIES)}>
            <Tabs.List className={classes.tabs}>
              {tabs.map((tab) => (
                <Tabs.Tab key={tab.value} value={tab.value}>
                  {tab.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {/* Every tab has its panel (the tabs point at them); only the chosen one draws items. */}
            {tabs.map((tab) => (
              <Tabs.Panel key={tab.value} value={tab.value} pt="sm">
                {tab.value === category && <CatalogGrid items={filtered} onAdd={onAdd} />}
              </Tabs.Panel>
            ))}
          </Tabs>
        ) : (
          !catalog.error && <Skeleton height={240} radius="md" />
        )}
      </Stack>
    </Paper>
  );
}

function soleMatch(items: readonly CatalogItem[], category: string, text: string): CatalogItem | undefined {
  const found = filterCatalog(items, category, text);
  return found.length === 1 ? found[0] : undefined;
}
