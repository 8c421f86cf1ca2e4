import { isIsoDate } from "@club/domain";
import { ActionIcon, Button, Group, Title } from "@mantine/core";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { DateField } from "../../../components/date-field";
import { clubToday } from "../utils/staff-dates";

interface Props {
  title: string;
  date: string;
  /** Days a step moves: 1 in the day view, 7 in the week view. */
  stepDays: number;
  unit: string;
  onStep: (days: number) => void;
  onDate: (date: string) => void;
}

/** Previous, today, next and a date picker, with the day or week on show as the heading. */
export function DateNav({ title, date, stepDays, unit, onStep, onDate }: Props) {
  return (
    <Group gap="xs" wrap="wrap" align="center">
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="default"
          size="lg"
          onClick={() => onStep(-stepDays)}
          aria-label={`${unit} anterior`}
        >
          <IconChevronLeft size={18} />
        </ActionIcon>
        <Button variant="default" onClick={() => onDate(clubToday())}>
          Hoy
        </Button>
        <ActionIcon
          variant="default"
          size="lg"
          onClick={() => onStep(stepDays)}
          aria-label={`${unit} siguiente`}
        >
          <IconChevronRight size={18} />
        </ActionIcon>
      </Group>
      <DateField
        aria-label="Ir a la fecha"
        value={date}
        onChange={(value) => {
          if (value && isIsoDate(value)) onDate(value);
        }}
        w={170}
      />
      <Title order={2} size="h4" style={{ flex: "1 1 220px" }}>
        {title}
      </Title>
    </Group>
  );
}
