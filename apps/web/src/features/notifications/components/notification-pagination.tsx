import { paginationWindow } from "@club/domain";
import { ActionIcon, Button, Group } from "@mantine/core";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";

type Props = { page: number; totalPages: number; onChange: (page: number) => void };

/** Spec §9: only the current page and two on each side, without first/last boundary pages. */
export function NotificationPagination({ page, totalPages, onChange }: Props) {
  if (totalPages <= 1) return null;
  return (
    <Group component="nav" aria-label="Páginas de notificaciones" gap={4} justify="center">
      <ActionIcon
        variant="default"
        aria-label="Página anterior"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        <IconChevronLeft size={16} />
      </ActionIcon>
      {paginationWindow(page, totalPages).map((n) => (
        <Button
          key={n}
          size="compact-sm"
          miw={28}
          variant={n === page ? "filled" : "default"}
          aria-current={n === page ? "page" : undefined}
          aria-label={`Página ${n}`}
          onClick={() => onChange(n)}
        >
          {n}
        </Button>
      ))}
      <ActionIcon
        variant="default"
        aria-label="Página siguiente"
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
      >
        <IconChevronRight size={16} />
      </ActionIcon>
    </Group>
  );
}
