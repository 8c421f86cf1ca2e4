import type { ClubUser } from "@club/contract";
import { formatClp, formatRut } from "@club/domain";
import { Anchor, Group, Table, Text } from "@mantine/core";
import { Link } from "react-router";
import { PageCards, PageTable } from "../../../components/page-list";
import { clubUserPath, fullName, lastVisitText } from "../utils/club-user-text";
import { RoleBadge } from "./role-badge";

const COLUMNS = ["Nombre", "Contacto", "Categoría", "Rol", "Reservas", "Gasto", "Última visita"] as const;
const RIGHT = new Set(["Reservas", "Gasto"]);
const LABEL = "Usuarios del club";

const rutText = (rut: string | null) => (rut ? (formatRut(rut) ?? rut) : "Sin RUT");

function NameLink({ user }: { user: ClubUser }) {
  return (
    <Anchor component={Link} to={clubUserPath(user.id)} size="sm" fw={600}>
      {fullName(user)}
    </Anchor>
  );
}

function UserRow({ user: u }: { user: ClubUser }) {
  return (
    <Table.Tr>
      <Table.Td>
        <NameLink user={u} />
        <Text size="xs" c="dimmed">
          @{u.username} · {rutText(u.rut)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{u.email}</Text>
        {u.phone && (
          <Text size="xs" c="dimmed">
            {u.phone}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={500}>
          {u.category_code}
        </Text>
        {u.category_code !== u.category_label && (
          <Text size="xs" c="dimmed">
            {u.category_label}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <RoleBadge role={u.role} />
      </Table.Td>
      <Table.Td ta="right">
        <Text size="sm">{u.bookings_count}</Text>
      </Table.Td>
      <Table.Td ta="right">
        <Text size="sm" fw={500}>
          {formatClp(u.spend)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{lastVisitText(u.last_visit)}</Text>
      </Table.Td>
    </Table.Tr>
  );
}

/** One page of the club's users. */
export function ClubUsersTable({ users, loading }: { users: ClubUser[] | undefined; loading: boolean }) {
  return (
    <PageTable
      label={LABEL}
      columns={COLUMNS}
      right={RIGHT}
      minWidth={960}
      rows={users}
      loading={loading}
      row={(u) => <UserRow key={u.id} user={u} />}
    />
  );
}

/** On phones: one card per user. */
export function ClubUsersCardList({ users }: { users: ClubUser[] | undefined }) {
  return (
    <PageCards
      label={LABEL}
      items={users}
      card={(u) => (
        <>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <NameLink user={u} />
            <RoleBadge role={u.role} />
          </Group>
          <Text size="xs" c="dimmed">
            @{u.username} · {rutText(u.rut)} · {u.category_code}
          </Text>
          <Text size="sm">
            {u.bookings_count} {u.bookings_count === 1 ? "reserva" : "reservas"} · {formatClp(u.spend)}
          </Text>
          <Text size="xs" c="dimmed">
            Última visita: {lastVisitText(u.last_visit)}
          </Text>
        </>
      )}
    />
  );
}
