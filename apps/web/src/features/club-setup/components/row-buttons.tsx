import { ActionIcon, type ActionIconProps, Button, Group } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";

/** The bin beside a row of a list in a form. */
export function RemoveRowButton({
  label,
  onClick,
  ...rest
}: ActionIconProps & { label: string; onClick: () => void }) {
  return (
    <ActionIcon variant="subtle" color="red" aria-label={label} onClick={onClick} {...rest}>
      <IconTrash size={18} />
    </ActionIcon>
  );
}

/** "Agregar …" under a list in a form. */
export function AddRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Group>
      <Button variant="default" size="xs" leftSection={<IconPlus size={16} />} onClick={onClick}>
        {label}
      </Button>
    </Group>
  );
}
