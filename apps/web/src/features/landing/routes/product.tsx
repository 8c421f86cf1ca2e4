import { Button, Container, Group, List, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { Link, Navigate, useParams } from "react-router";
import { PublicLayout } from "../components/public-layout";
import { findProduct } from "../products";

/**
 * `/{product}`: the spec lists it among the public routes without describing it. We read it as
 * the page of one product of the suite (/gomatch, /gomarket, /goregisters, any letter case);
 * any other single-segment path is unknown and goes to /error like the catch-all.
 */
export function ProductPage() {
  const product = findProduct(useParams().product);
  if (!product) return <Navigate to="/error" replace />;
  return (
    <PublicLayout title={product.name}>
      <Container size="sm" py={{ base: 40, sm: 72 }}>
        <Stack gap="lg">
          <Text c="dimmed" fw={600} tt="uppercase" size="sm">
            {product.tagline}
          </Text>
          <Title order={1} fz={{ base: 34, sm: 46 }}>
            {product.name}
          </Title>
          <List
            spacing="sm"
            icon={
              <ThemeIcon size={22} radius="xl" variant="light">
                <IconCheck size={14} />
              </ThemeIcon>
            }
          >
            {product.points.map((point) => (
              <List.Item key={point}>{point}</List.Item>
            ))}
          </List>
          <Group>
            <Button component={Link} to="/admin_login">
              Soy administrador
            </Button>
            <Button component={Link} to="/" variant="default">
              Conocer la app
            </Button>
          </Group>
        </Stack>
      </Container>
    </PublicLayout>
  );
}
