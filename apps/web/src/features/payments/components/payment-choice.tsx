import type { PaymentOption } from "@club/contract";
import { type BookingPaymentPercentage, formatClp } from "@club/domain";
import { Button, Radio, Stack, Text } from "@mantine/core";
import { useState } from "react";

const label = (option: PaymentOption, paid: number) =>
  option.percentage === 50 ? "Abonar 50 %" : paid > 0 ? "Pagar el saldo" : "Pagar el 100 %";

/** The shares open to pay, each with its amount, and the button that goes to the gateway. */
export function PaymentChoice({
  options,
  paid,
  pending,
  onPay,
}: {
  options: PaymentOption[];
  paid: number;
  pending: boolean;
  onPay: (percentage: BookingPaymentPercentage) => void;
}) {
  const [chosen, setChosen] = useState<string>(String(options[0]?.percentage ?? 100));
  const option = options.find((o) => String(o.percentage) === chosen) ?? options[0];
  return (
    <Stack gap="md">
      <Radio.Group value={chosen} onChange={setChosen} label="¿Cuánto quieres pagar ahora?">
        <Stack gap="xs" mt="xs">
          {options.map((o) => (
            <Radio
              key={o.percentage}
              value={String(o.percentage)}
              label={label(o, paid)}
              description={formatClp(o.amount)}
              size="md"
            />
          ))}
        </Stack>
      </Radio.Group>
      {option && (
        <Button size="md" loading={pending} onClick={() => onPay(option.percentage)}>
          Pagar {formatClp(option.amount)}
        </Button>
      )}
      <Text size="xs" c="dimmed">
        Te llevaremos a la pasarela de pago y volverás aquí al terminar.
      </Text>
    </Stack>
  );
}
