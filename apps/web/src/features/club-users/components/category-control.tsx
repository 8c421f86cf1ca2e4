import type { ClubUser, Profile } from "@club/contract";
import { Alert, Badge, Button, Group, Paper, Select, Skeleton, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { profileQueryOptions } from "../../../lib/profile-query";
import { useSetPlayerCategory } from "../api/set-player-category";
import { BY_RESULTS, CATEGORY_CHOICES, categoryBody, currentChoice } from "../utils/category-choice";
import { fullName } from "../utils/club-user-text";

type Lock = Profile["category_locked"];

const STATE_TEXT: Readonly<Record<NonNullable<Lock> | "open", string>> = {
  club: "La fijaste a mano: sus resultados no la cambian.",
  other_club: "Otro club la fijó a mano: solo ese club puede cambiarla.",
  results: "La mueven sus puntos, según los umbrales del club.",
  open: "Por ahora la elige el jugador en su perfil, hasta que sus resultados la muevan.",
};

function CurrentCategory({ user, lock }: { user: ClubUser; lock: Lock }) {
  const byHand = lock === "club" || lock === "other_club";
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Text fw={700} size="lg">
          {user.category_code === user.category_label
            ? user.category_code
            : `${user.category_code} · ${user.category_label}`}
        </Text>
        <Badge variant="light" color={byHand ? "grape" : "teal"}>
          {byHand ? "Fijada a mano" : "Según sus resultados"}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {STATE_TEXT[lock ?? "open"]}
      </Text>
    </Stack>
  );
}

/**
 * The member's category, and the club's say over it: fixed by hand in one of the spec's categories, or
 * handed back to the thresholds ("Según sus resultados"). Whether it is fixed comes from their profile.
 */
export function CategoryControl({ user }: { user: ClubUser }) {
  const profile = useQuery(profileQueryOptions(user.username));
  const change = useSetPlayerCategory(user);
  const [picked, setPicked] = useState<string | null>(null);
  const lock = profile.data?.category_locked ?? null;
  const current = currentChoice(user.category_code, lock === "club");
  const choice = picked ?? current;
  // Handing back a category fixed by hand is a change even when none is fixed ("Sin categoría").
  const unchanged = choice === BY_RESULTS ? lock !== "club" : choice === current;

  const save = () =>
    change.mutate(categoryBody(choice, user.category_code), {
      onSuccess: (answer) => {
        setPicked(null);
        notifications.show({
          color: "green",
          message: answer.by_hand
            ? `${fullName(user)}: categoría fijada en ${answer.category}.`
            : `${fullName(user)}: su categoría vuelve a seguir sus resultados.`,
        });
      },
    });

  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Categoría
        </Title>
        {profile.error ? (
          <Alert color="red" title="No se pudo saber si la categoría está fijada">
            {profile.error.message}
          </Alert>
        ) : !profile.data ? (
          <Skeleton h={96} aria-label="Cargando la categoría" />
        ) : (
          <>
            <CurrentCategory user={user} lock={lock} />
            {/* Another club fixed it: this club has nothing to change (the server would answer 409). */}
            {lock !== "other_club" && (
              <Group align="flex-end" gap="sm">
                <Select
                  label="Categoría del jugador"
                  description="Fíjala a mano, o déjala según sus resultados para que la muevan los umbrales del club."
                  data={CATEGORY_CHOICES}
                  value={choice}
                  onChange={(value) => typeof value === "string" && setPicked(value)}
                  allowDeselect={false}
                  // Tall enough for every choice: a list that scrolls has no focusable content for the keyboard to scroll it.
                  maxDropdownHeight={520}
                  disabled={change.isPending}
                  style={{ flex: "1 1 240px" }}
                  maw={360}
                />
                <Button onClick={save} loading={change.isPending} disabled={unchanged}>
                  Guardar categoría
                </Button>
              </Group>
            )}
            {change.error && (
              <Alert color="red" title="No se pudo cambiar la categoría">
                {change.error.message}
              </Alert>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
