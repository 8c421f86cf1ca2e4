import { ORDER_PAYMENT_METHODS, type OrderDetail, type OrderPaymentMethod } from "@club/contract";
import { formatClp, formatEsClNumber, PESOS_RULE, paymentMethodLabel } from "@club/domain";
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconCash } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { NumberField } from "../../../components/number-field";
import { ReceiptMailFields, useReceiptMail } from "../../../components/receipt-mail-fields";
import { applyServerErrors } from "../../../lib/form-errors";
import type { TenderField } from "../../../lib/typed-tender";
import { useChargeOrder } from "../api/order-changes";
import { salePath } from "../utils/order-paths";
import { emptyAmounts, readSplit } from "../utils/payment-split";

const SERVER_FIELDS: readonly TenderField[] = ["cashReceived", "total"];
/** The server's field ("data.order_cash_received", "data.order_payments.0.amount") as this form's. */
const formField = (field: string) =>
  field.includes("order_cash_received") ? "cashReceived" : field.includes("order_payments") ? "total" : field;

/**
 * Charges a pending order: split tender by method (amounts typed es-CL), the cash handed over and the
 * change. All of it starts in cash; the server checks the same sums and answers in Spanish.
 */
export function ChargeForm({ order }: { order: OrderDetail }) {
  const total = order.order_amount;
  const navigate = useNavigate();
  const charge = useChargeOrder(order.id);
  const [amounts, setAmounts] = useState(() => ({
    ...emptyAmounts(),
    cash: formatEsClNumber(total, PESOS_RULE),
  }));
  const [cashReceived, setCashReceived] = useState("");
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const mail = useReceiptMail();
  const split = readSplit({ amounts, cashReceived }, total);
  const shown = { ...(tried ? split.errors : {}), ...serverErrors };
  const edit = (apply: () => void) => {
    apply();
    setServerErrors({});
    setAlert(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(split.errors).length > 0 || charge.isPending) return;
    const client = mail.read();
    if (client === null) return;
    charge.mutate(
      {
        order_payments: split.payments,
        order_cash_received: split.cashReceived ?? undefined,
        ...(client ? { order_send_mail_client: client } : {}),
      },
      {
        onSuccess: (paid) => {
          notifications.show({
            color: "green",
            message: `Pedido #${paid.id} cobrado por ${formatClp(paid.order_amount)}.`,
          });
          navigate(salePath(paid.id));
        },
        onError: (error) => setAlert(applyServerErrors(error, setServerErrors, SERVER_FIELDS, formField)),
      },
    );
  };
  const setAmount = (method: OrderPaymentMethod, text: string) =>
    edit(() => setAmounts((current) => ({ ...current, [method]: text })));
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="form"
      onSubmit={submit}
      noValidate
      aria-label="Cobrar pedido"
    >
      <Stack gap="md">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h4">
            Cobrar
          </Title>
          <Text fw={700} size="lg">
            {formatClp(total)}
          </Text>
        </Group>
        <SimpleGrid cols={2} spacing="sm">
          {ORDER_PAYMENT_METHODS.map((method) => (
            <NumberField
              key={method}
              rule={PESOS_RULE}
              label={paymentMethodLabel(method)}
              leftSection="$"
              placeholder="0"
              value={amounts[method]}
              onChange={(text) => setAmount(method, text)}
              error={shown[method]}
              data-autofocus={method === "cash" ? true : undefined}
            />
          ))}
        </SimpleGrid>
        <Text size="sm" c={shown.total ? "red" : "dimmed"} role={shown.total ? "alert" : undefined}>
          {shown.total ??
            (split.remaining === 0
              ? "Los pagos cubren el total."
              : `Falta asignar ${formatClp(split.remaining)}`)}
        </Text>
        {split.cashPart > 0 && (
          <Group align="flex-start" gap="md" grow>
            <NumberField
              rule={PESOS_RULE}
              label="Efectivo recibido"
              description="Lo que entrega el cliente"
              leftSection="$"
              placeholder={formatEsClNumber(split.cashPart, PESOS_RULE)}
              value={cashReceived}
              onChange={(text) => edit(() => setCashReceived(text))}
              error={shown.cashReceived}
            />
            <div>
              <Text size="sm" fw={500}>
                Vuelto
              </Text>
              <Text size="xl" fw={700} aria-live="polite">
                {formatClp(split.change)}
              </Text>
            </div>
          </Group>
        )}
        <ReceiptMailFields mail={mail} />
        {alert && (
          <Alert color="red" title="No se pudo cobrar">
            {alert}
          </Alert>
        )}
        <Button type="submit" leftSection={<IconCash size={18} />} loading={charge.isPending}>
          Cobrar {formatClp(total)}
        </Button>
      </Stack>
    </Paper>
  );
}
