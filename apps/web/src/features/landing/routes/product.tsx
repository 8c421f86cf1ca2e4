import { Container, Paper, Stack, Text, Title } from "@mantine/core";
import { Navigate, useParams } from "react-router";
import { PRODUCT_NAME } from "../../../lib/product";
import { ProductActions } from "../components/product-actions";
import { ProductLinks } from "../components/product-links";
import { PublicLayout } from "../components/public-layout";
import { ScreenSection } from "../components/screen-section";
import { findProduct, PRODUCTS } from "../products";

/**
 * `/{product}`: the spec lists it among the public routes without describing it. We read it as
 * the page of one product of the suite (/gomatch, /gomarket, /goregisters, any letter case), shown
 * with its real screens; any other single-segment path is unknown and goes to /error like the catch-all.
 */
export function ProductPage() {
  const product = findProduct(useParams().product);
  if (!product) return <Navigate to="/error" replace />;
  const others = PRODUCTS.filter((other) => other !== product);
  return (
    <PublicLayout title={product.title}>
      <Container size="lg" py={{ base: 40, sm: 72 }}>
        <Stack gap="lg" maw={720}>
          <Text c="dimmed" fw={600} tt="uppercase" size="sm">
            {product.tagline}
          </Text>
          <Title order={1} fz={{ base: 34, sm: 46 }}>
            {product.name}
          </Title>
          <Text size="lg">{product.description}</Text>
          <ProductActions audience={product.audience} />
        </Stack>
      </Container>

      <Container size="lg" pb={{ base: 48, sm: 72 }}>
        <Stack gap={72}>
          {product.screens.map((screen, index) => (
            <ScreenSection key={screen.image} screen={screen} index={index} />
          ))}
        </Stack>
      </Container>

      <Container size="lg" pb={{ base: 48, sm: 72 }}>
        <Paper withBorder radius="md" p={{ base: "lg", sm: "xl" }}>
          <Stack gap="md">
            <Title order={2} fz={{ base: 24, sm: 30 }}>
              {product.audience === "players"
                ? "Tu próxima cancha, a un toque"
                : `${product.name} en tu club`}
            </Title>
            <Text c="dimmed">
              {product.audience === "players"
                ? `Crea tu cuenta y reserva en los clubes que usan ${PRODUCT_NAME}. Instálala en tu teléfono: funciona como app.`
                : `Si tu club ya usa ${PRODUCT_NAME}, entra con tu cuenta de administrador: todo está en el mismo lugar.`}
            </Text>
            <ProductActions audience={product.audience} />
            <ProductLinks label="Conoce también:" products={others} />
          </Stack>
        </Paper>
      </Container>
    </PublicLayout>
  );
}
