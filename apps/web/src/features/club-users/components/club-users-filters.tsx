import { CLUB_USER_ROLES, CLUB_USER_SORTS } from "@club/contract";
import { Button, Group, Select } from "@mantine/core";
import { IconFilterOff } from "@tabler/icons-react";
import { SearchInput } from "../../../components/search-input";
import type { useClubUserFilters } from "../hooks/use-club-user-filters";
import { ROLE_LABELS, SORT_LABELS } from "../utils/club-user-text";

const ROLE_OPTIONS = CLUB_USER_ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }));
const SORT_OPTIONS = CLUB_USER_SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }));

/** Search (after a pause in typing), role and order; each change goes to the URL. */
export function ClubUsersFilters({ params }: { params: ReturnType<typeof useClubUserFilters> }) {
  const { filters, set } = params;
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <div style={{ flex: "1 1 260px", maxWidth: 420 }}>
        <SearchInput
          label="Buscar usuarios"
          placeholder="Nombre, usuario, RUT, correo o teléfono"
          value={filters.search}
          onSearch={(text) => set("search", text)}
        />
      </div>
      <Select
        label="Rol"
        placeholder="Todos"
        data={ROLE_OPTIONS}
        value={filters.role}
        onChange={(value) => set("role", value)}
        clearable
        w={{ base: "calc(50% - 6px)", sm: 170 }}
      />
      <Select
        label="Ordenar por"
        data={SORT_OPTIONS}
        value={filters.sort}
        onChange={(value) => set("sort", value)}
        allowDeselect={false}
        w={{ base: "calc(50% - 6px)", sm: 170 }}
      />
      {params.filtered && (
        <Button variant="subtle" leftSection={<IconFilterOff size={16} />} onClick={params.clear}>
          Quitar filtros
        </Button>
      )}
    </Group>
  );
}
