import type { Product } from "@club/contract";
import { Anchor, Badge, Box, Button, Card, Flex, Group, Stack, Text } from "@mantine/core";
import { IconCheck, IconPlus } from "@tabler/icons-react";
import { Link } from "react-router";
import { LazyImage } from "../../../components/lazy-image";
import { itemPath } from "../utils/item-paths";

function AlreadyAdded({ product }: { product: Product }) {
  return (
    <Group gap="xs" justify="space-between" wrap="nowrap">
      <Badge color="green" variant="light" leftSection={<IconCheck size={12} />}>
        En tu inventario
      </Badge>
      {product.product_item_id !== null && (
        <Anchor component={Link} to={itemPath(product.product_item_id)} size="sm">
          Ver producto
        </Anchor>
      )}
    </Group>
  );
}

/** A catalog product: a row with a small image on phones, a card with a large one from 576 px up. */
export function ProductCard({ product, onAdd }: { product: Product; onAdd: (product: Product) => void }) {
  const added = product.product_already_added || product.item_already_created;
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={product.product_name}>
      <Flex direction={{ base: "row", xs: "column" }} gap="sm" style={{ flex: 1 }}>
        <LazyImage
          src={product.product_image_thumbnail}
          alt=""
          width={{ base: 72, xs: "100%" }}
          height={{ base: 72, xs: 140 }}
          fit="contain"
          radius="sm"
        />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} lineClamp={2}>
            {product.product_name}
          </Text>
          <Text size="sm" c="dimmed">
            {product.product_brand || "Sin marca"}
          </Text>
          <Group gap={6}>
            {product.product_category && (
              <Badge variant="default" size="sm">
                {product.product_category.product_category_name}
              </Badge>
            )}
            {product.product_barcode && (
              <Text size="xs" c="dimmed" ff="monospace">
                {product.product_barcode}
              </Text>
            )}
          </Group>
        </Stack>
      </Flex>
      <Box mt="sm">
        {added ? (
          <AlreadyAdded product={product} />
        ) : (
          <Button
            fullWidth
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => onAdd(product)}
          >
            Agregar a mi inventario
          </Button>
        )}
      </Box>
    </Card>
  );
}
