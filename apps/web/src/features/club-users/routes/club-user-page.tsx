import type { ClubUserDetail } from "@club/contract";
import { dateFormatter, formatClp, formatRut } from "@club/domain";
import { Alert, Button, Grid, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconArrowLeft, IconUserQuestion } from "@tabler/icons-react";
import { Link, useParams } from "react-router";
import { Fact } from "../../../components/fact";
import { NoticeCard } from "../../../components/notice-card";
import { ApiError } from "../../../lib/api-client";
import { routeId } from "../../../lib/route-id";
import { useScreenTitle } from "../../../lib/screen-title";
import { useClubUser } from "../api/club-users-queries";
import { AdminRoleButton } from "../components/admin-role-button";
import { CategoryControl } from "../components/category-control";
import { ClubUserBookings, ClubUserOrders } from "../components/club-user-activity";
import { RoleBadge } from "../components/role-badge";
import { CLUB_USERS_PATH, fullName, lastVisitText } from "../utils/club-user-text";

const PHONE_QUERY = "(max-width: 48em)";
const SINCE: Intl.DateTimeFormatOptions = { day: "numeric", month: "long", year: "numeric" };

function Profile({ detail }: { detail: ClubUserDetail }) {
  const { user } = detail;
  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }}>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="md" verticalSpacing="sm">
        <Fact label="Usuario" value={`@${user.username}`} />
        <Fact label="RUT" value={user.rut ? (formatRut(user.rut) ?? user.rut) : "Sin RUT"} />
        <Fact label="Correo" value={user.email} />
        <Fact label="Teléfono" value={user.phone ?? "Sin teléfono"} />
        <Fact
          label="En el club desde"
          value={dateFormatter("es-CL", SINCE).format(new Date(user.member_since))}
        />
      </SimpleGrid>
    </Paper>
  );
}

function Totals({ detail }: { detail: ClubUserDetail }) {
  const { user } = detail;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      {[
        ["Reservas", String(user.bookings_count)],
        ["Canceladas", String(detail.cancelled_bookings)],
        ["Gasto en reservas", formatClp(user.spend)],
        ["Última visita", lastVisitText(user.last_visit)],
      ].map(([label, value]) => (
        <Paper key={label} withBorder radius="md" p="sm">
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text fw={700} size="lg">
            {value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function ClubUserView({ detail }: { detail: ClubUserDetail }) {
  const phone = useMediaQuery(PHONE_QUERY) ?? false;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Group gap="sm">
          <Title order={1} size="h2">
            {fullName(detail.user)}
          </Title>
          <RoleBadge role={detail.user.role} />
        </Group>
        <AdminRoleButton detail={detail} />
      </Group>
      <Profile detail={detail} />
      <CategoryControl user={detail.user} />
      <Totals detail={detail} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, xl: 7 }}>
          <ClubUserBookings bookings={detail.bookings} phone={phone} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xl: 5 }}>
          <ClubUserOrders orders={detail.orders} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** /admin/lista_usuarios/{id}: one member of the club; another club's user looks like nobody. */
export function ClubUserPage() {
  const id = routeId(useParams().id);
  const { data, error } = useClubUser(id);
  const missing = id === null || (error instanceof ApiError && error.status === 404);
  useScreenTitle(data ? fullName(data.user) : missing ? "Usuario no encontrado" : undefined);
  if (missing) {
    return (
      <NoticeCard icon={<IconUserQuestion size={30} />} title="Usuario no encontrado">
        <Text c="dimmed" maw={440}>
          No está entre los jugadores ni los administradores de tu club.
        </Text>
        <Button component={Link} to={CLUB_USERS_PATH} leftSection={<IconArrowLeft size={18} />}>
          Volver a usuarios
        </Button>
      </NoticeCard>
    );
  }
  if (error && !data) {
    return (
      <Alert color="red" title="No se pudo cargar el usuario">
        {error.message}
      </Alert>
    );
  }
  if (!data) {
    return (
      <Stack gap="lg" aria-busy="true" aria-label="Cargando usuario">
        <Skeleton h={36} w={260} />
        <Skeleton h={110} />
        <Skeleton h={70} />
        <Skeleton h={220} />
      </Stack>
    );
  }
  return <ClubUserView detail={data} />;
}
