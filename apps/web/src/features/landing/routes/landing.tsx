import { Badge, Box, Button, Container, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import {
  IconBuildingStore,
  IconCalendarEvent,
  IconCashRegister,
  IconCreditCard,
  IconSparkles,
  IconTrophy,
  IconUsers,
  IconWifiOff,
} from "@tabler/icons-react";
import { Link } from "react-router";
import { FeatureCard } from "../components/feature-card";
import { ProductLinks } from "../components/product-links";
import { PublicLayout } from "../components/public-layout";
import { PRODUCTS } from "../products";

const FOR_PLAYERS = [
  {
    icon: IconCalendarEvent,
    title: "Reserva canchas",
    text: "Mira los horarios libres y reserva en segundos.",
  },
  {
    icon: IconUsers,
    title: "Únete a partidos",
    text: "Encuentra partidos de tu categoría y completa el cuarteto.",
  },
  { icon: IconTrophy, title: "Ranking y feed", text: "Sigue tus resultados y lo que pasa en tu club." },
  { icon: IconCreditCard, title: "Paga en línea", text: "Abona o paga tu reserva completa sin filas." },
];

const FOR_CLUBS = [
  {
    icon: IconCalendarEvent,
    title: "Reservas",
    text: "Grilla de canchas, bloqueos y clases en un solo lugar.",
  },
  {
    icon: IconBuildingStore,
    title: "Punto de venta",
    text: "Vende productos y cobra reservas con inventario al día.",
  },
  { icon: IconCashRegister, title: "Cajas y balances", text: "Abre y cierra cajas con el efectivo contado." },
  { icon: IconSparkles, title: "Asistente IA", text: "Pregunta por tus ventas y reservas (beta)." },
];

/** `/`: what the app is, for players and for clubs, with the three ways in. */
export function LandingPage() {
  return (
    <PublicLayout>
      <Container size="lg" py={{ base: 40, sm: 72 }}>
        <Stack align="center" ta="center" gap="lg" maw={720} mx="auto">
          <Badge variant="light" size="lg">
            Pádel en Chile
          </Badge>
          <Title order={1} fz={{ base: 34, sm: 52 }} lh={1.1}>
            Tu club de pádel, en una sola app
          </Title>
          <Text size="lg" c="dimmed">
            Los jugadores reservan canchas, arman partidos y siguen su ranking. Los clubes administran
            reservas, ventas, inventario y cajas desde un mismo lugar, incluso con mala señal.
          </Text>
          <Group justify="center" gap="sm">
            <Button component={Link} to="/login" size="md">
              Ingresar
            </Button>
            <Button component={Link} to="/register" size="md" variant="light">
              Crear cuenta
            </Button>
            <Button component={Link} to="/admin_login" size="md" variant="default">
              Soy administrador
            </Button>
          </Group>
        </Stack>
      </Container>

      <Container size="lg" pb={56}>
        <Title order={2} mb="md">
          Para jugadores
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          {FOR_PLAYERS.map((feature) => (
            <FeatureCard key={feature.title} {...feature} />
          ))}
        </SimpleGrid>

        <Title order={2} mt={48} mb="md">
          Para clubes
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          {FOR_CLUBS.map((feature) => (
            <FeatureCard key={feature.title} {...feature} />
          ))}
        </SimpleGrid>
        <Group gap="xs" mt="lg">
          <IconWifiOff size={16} />
          <Text size="sm" c="dimmed">
            Instálala en tu teléfono o computador: funciona como app y sigue disponible sin conexión.
          </Text>
        </Group>
        <Box mt="md">
          <ProductLinks label="Módulos:" products={PRODUCTS} />
        </Box>
      </Container>
    </PublicLayout>
  );
}
