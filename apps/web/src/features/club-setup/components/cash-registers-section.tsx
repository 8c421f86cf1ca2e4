import type { CashRegisterSetup } from "@club/contract";
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconCheck, IconEdit, IconPlus, IconX } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { ApiError } from "../../../lib/api-error";
import { useCashRegisterList } from "../api/get-cash-registers";
import { type SaveCashRegisterInput, useSaveCashRegister } from "../api/save-cash-register";

const messageOf = (error: unknown) =>
  error instanceof ApiError
    ? (error.details[0]?.message ?? error.message)
    : "No pudimos completar la operación. Inténtalo de nuevo.";

/** A name typed in place: creating a register, or renaming one. */
function NameForm({
  label,
  initial,
  submitLabel,
  onSave,
  onCancel,
}: {
  label: string;
  initial: string;
  submitLabel: string;
  onSave: (name: string, done: () => void, fail: (message: string) => void) => void;
  onCancel?: () => void;
}) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    onSave(
      name,
      () => setName(initial),
      (message) => setError(message),
    );
  };
  return (
    <form onSubmit={submit} noValidate style={{ flex: 1 }}>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          aria-label={label}
          placeholder={label}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={error}
          style={{ flex: 1 }}
        />
        <Button
          type="submit"
          variant="default"
          aria-label={submitLabel}
          leftSection={onCancel ? <IconCheck size={16} /> : <IconPlus size={16} />}
        >
          {onCancel ? "Guardar" : "Crear caja"}
        </Button>
        {onCancel && (
          <ActionIcon variant="subtle" size="lg" aria-label="Cancelar" onClick={onCancel}>
            <IconX size={18} />
          </ActionIcon>
        )}
      </Group>
    </form>
  );
}

function RegisterRow({
  register,
  save,
}: {
  register: CashRegisterSetup;
  save: (input: SaveCashRegisterInput, done: () => void, fail: (message: string) => void) => void;
}) {
  const [renaming, setRenaming] = useState(false);
  const name = register.cash_register_name;
  if (renaming) {
    return (
      <NameForm
        label={`Nuevo nombre de ${name}`}
        initial={name}
        submitLabel={`Guardar nombre de ${name}`}
        onSave={(next, _done, fail) => save({ id: register.id, name: next }, () => setRenaming(false), fail)}
        onCancel={() => setRenaming(false)}
      />
    );
  }
  const toggle = () =>
    save(
      { id: register.id, active: !register.active },
      () => {},
      (message) => notifications.show({ color: "red", title: `No se pudo cambiar ${name}`, message }),
    );
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Group gap="xs">
        <Text fw={500}>{name}</Text>
        <Badge color={register.active ? "green" : "gray"} variant="light">
          {register.active ? "Activa" : "Desactivada"}
        </Badge>
      </Group>
      <Group gap="xs">
        <Button
          size="xs"
          variant="subtle"
          leftSection={<IconEdit size={16} />}
          onClick={() => setRenaming(true)}
          aria-label={`Renombrar ${name}`}
        >
          Renombrar
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={toggle}
          aria-label={`${register.active ? "Desactivar" : "Reactivar"} ${name}`}
        >
          {register.active ? "Desactivar" : "Reactivar"}
        </Button>
      </Group>
    </Group>
  );
}

/** The club's registers: create, rename, deactivate or bring back (never deleted). */
export function CashRegistersSection() {
  const registers = useCashRegisterList();
  const mutation = useSaveCashRegister();
  const save = (input: SaveCashRegisterInput, done: () => void, fail: (message: string) => void) =>
    mutation.mutate(input, {
      onSuccess: (answer) => {
        notifications.show({ color: "green", message: answer.message });
        done();
      },
      onError: (error) => fail(messageOf(error)),
    });
  return (
    <Stack gap="sm">
      <Title order={3}>Cajas</Title>
      <Card withBorder radius="md" padding="md">
        <Stack gap="md">
          {registers.error && (
            <Alert color="red" title="No se pudieron cargar las cajas">
              {registers.error.message}
            </Alert>
          )}
          {registers.data?.length === 0 && <Text c="dimmed">Aún no hay cajas.</Text>}
          {registers.data
            ? registers.data.map((register) => (
                <RegisterRow key={register.id} register={register} save={save} />
              ))
            : !registers.error && <Skeleton h={60} />}
          <NameForm
            label="Nombre de la caja nueva"
            initial=""
            submitLabel="Crear caja"
            onSave={(name, done, fail) => save({ id: null, name }, done, fail)}
          />
        </Stack>
      </Card>
    </Stack>
  );
}
