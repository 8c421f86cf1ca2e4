import type { MyBooking } from "@club/contract";
import { PLAYER_CATEGORY_CODES } from "@club/domain";
import { Alert, Button, Group, Modal, SegmentedControl, Select, Stack, Switch, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useDisclosure } from "@mantine/hooks";
import { IconUsersPlus } from "@tabler/icons-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { dateText } from "../../../lib/club-moments";
import { applyServerErrors } from "../../../lib/form-errors";
import { useCreateMatch } from "../api/create-match";

const FIELDS = ["strongest_category", "weakest_category"] as const;
const ANY_SIDE = "any";

type Values = {
  openPlaces: string;
  strongest: string | null;
  weakest: string | null;
  listed: boolean;
  side: string;
};

/**
 * An upcoming booking of the player's: opened as a match (places, categories, who may find it, their
 * side), or, once it is one, a link to it.
 */
export function OpenMatchButton({ booking }: { booking: MyBooking }) {
  const [opened, dialog] = useDisclosure(false);
  const [alert, setAlert] = useState<string | null>(null);
  const create = useCreateMatch();
  const navigate = useNavigate();
  const form = useForm<Values>({
    initialValues: { openPlaces: "3", strongest: null, weakest: null, listed: true, side: ANY_SIDE },
    validate: {
      weakest: (weakest, { strongest }) =>
        (strongest === null) !== (weakest === null) ? "Elige las dos categorías del rango, o ninguna" : null,
    },
  });

  if (booking.match_slug) {
    return (
      <Button component={Link} to={`/match/${booking.match_slug}`} variant="light" size="sm">
        Ver partido
      </Button>
    );
  }

  const close = () => {
    dialog.close();
    setAlert(null);
    create.reset();
  };
  const submit = form.onSubmit((values) => {
    setAlert(null);
    create.mutate(
      {
        booking_slug: booking.slug,
        open_places: Number(values.openPlaces),
        visibility: values.listed ? "public" : "link",
        ...(values.strongest && values.weakest
          ? { strongest_category: values.strongest, weakest_category: values.weakest }
          : {}),
        ...(values.side === ANY_SIDE ? {} : { side: values.side as "drive" | "reves" }),
      },
      {
        onSuccess: (match) => navigate(`/match/${match.slug}`),
        onError: (error) =>
          setAlert(
            applyServerErrors(error, form.setErrors, FIELDS, (field) =>
              field === "strongest_category" ? "strongest" : field === "weakest_category" ? "weakest" : field,
            ),
          ),
      },
    );
  });

  return (
    <>
      <Button variant="light" size="sm" leftSection={<IconUsersPlus size={16} />} onClick={dialog.open}>
        Abrir partido
      </Button>
      <Modal opened={opened} onClose={close} title="Abrir como partido" centered>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm">
              {booking.court_name}, {dateText(booking.date)}, de {booking.start_time} a {booking.end_time}.
              Otros jugadores podrán unirse y pagar su parte.
            </Text>
            <Stack gap={4}>
              <Text size="sm" fw={500} id="open-places-label">
                Cupos que buscas
              </Text>
              <SegmentedControl
                aria-labelledby="open-places-label"
                data={["1", "2", "3"]}
                fullWidth
                {...form.getInputProps("openPlaces")}
              />
            </Stack>
            <Group grow align="flex-start">
              <Select
                label="Desde"
                placeholder="Cualquiera"
                data={PLAYER_CATEGORY_CODES}
                clearable
                {...form.getInputProps("strongest")}
              />
              <Select
                label="Hasta"
                placeholder="Cualquiera"
                data={PLAYER_CATEGORY_CODES}
                clearable
                {...form.getInputProps("weakest")}
              />
            </Group>
            <Stack gap={4}>
              <Text size="sm" fw={500} id="own-side-label">
                Dónde juegas tú
              </Text>
              <SegmentedControl
                aria-labelledby="own-side-label"
                data={[
                  { value: "drive", label: "Drive" },
                  { value: "reves", label: "Revés" },
                  { value: ANY_SIDE, label: "Me da igual" },
                ]}
                fullWidth
                {...form.getInputProps("side")}
              />
            </Stack>
            <Switch
              label="Mostrar en los partidos abiertos del club"
              description="Si no, solo entra quien tenga el enlace."
              {...form.getInputProps("listed", { type: "checkbox" })}
            />
            {alert && (
              <Alert color="red" role="alert">
                {alert}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                Ahora no
              </Button>
              <Button type="submit" loading={create.isPending}>
                Abrir partido
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
