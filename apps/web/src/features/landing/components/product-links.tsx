import { Anchor, Group, Text } from "@mantine/core";
import { Link } from "react-router";
import type { Product } from "../products";

/** A line of links to the products' pages, after a word that says what they are. */
export function ProductLinks({ label, products }: { label: string; products: readonly Product[] }) {
  return (
    <Group gap="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {products.map((product) => (
        <Anchor key={product.slug} component={Link} to={`/${product.slug}`} size="sm">
          {product.name}
        </Anchor>
      ))}
    </Group>
  );
}
