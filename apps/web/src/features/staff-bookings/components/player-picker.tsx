import type { ClubPlayer } from "@club/contract";
import { Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { MIN_PLAYER_SEARCH, usePlayerSearch } from "../api/search-players";

const optionLabel = (p: ClubPlayer) =>
  [`${p.name} ${p.lastname}`.trim(), `@${p.username}`, p.phone].filter(Boolean).join(" · ");

interface Props {
  value: ClubPlayer | null;
  onChange: (player: ClubPlayer | null) => void;
  error?: string;
}

/** Finds a player of the club by name, username, RUT, e-mail or phone, as reception knows them. */
export function PlayerPicker({ value, onChange, error }: Props) {
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 250);
  const { data = [], isFetching, error: searchError } = usePlayerSearch(debounced);
  const players = value && !data.some((p) => p.id === value.id) ? [value, ...data] : data;
  const typed = search.trim().length;
  const nothingFound =
    typed < MIN_PLAYER_SEARCH
      ? "Escribe al menos 2 caracteres"
      : isFetching
        ? "Buscando…"
        : (searchError?.message ?? "Ningún jugador del club coincide");
  return (
    <Select
      label="Jugador"
      placeholder="Nombre, usuario, RUT, correo o teléfono"
      required
      searchable
      clearable
      leftSection={<IconSearch size={16} />}
      searchValue={search}
      onSearchChange={setSearch}
      // The server already searched (without accents, by every field): show its answer as is.
      filter={({ options }) => options}
      data={players.map((p) => ({ value: String(p.id), label: optionLabel(p) }))}
      value={value ? String(value.id) : null}
      onChange={(id) => onChange(players.find((p) => String(p.id) === id) ?? null)}
      nothingFoundMessage={nothingFound}
      error={error}
    />
  );
}
