import type { OrderPaymentMethod } from "@club/contract";
import { formatClp, PAYMENT_METHOD_LABELS, PESOS_RULE } from "@club/domain";
import { Alert, Group, Modal, SimpleGrid, Stack, Text } from "@mantine/core";
import { type FormEvent, useEffect, useState } from "react";
import { NumberField } from "../../../components/number-field";
import { ReceiptMailFields, useReceiptMail } from "../../../components/receipt-mail-fields";
import { SubmitButton } from "../../../components/submit-button";
import type { TenderField } from "../../../lib/typed-tender";
import type { OrderData } from "../utils/order-body";
import {
  initialTender,
  PAYMENT_METHOD_ORDER,
  paymentFields,
  summarizeTender,
  type Tender,
} from "../utils/tender";

type PaymentPart = Pick<OrderData, "order_payments" | "order_cash_received" | "order_send_mail_client">;

interface Props {
  opened: boolean;
  total: number;
  sending: boolean;
  /** The server's refusal of the last attempt, in Spanish. */
  error: string | null;
  onClose: () => void;
  onConfirm: (payment: PaymentPart) => void;
}

/**
 * Keyboard first: it opens with the cash amount (the whole total) selected, so typing replaces it and
 * Enter confirms. The total may be split across methods; the cash received gives the change.
 */
export function PaymentModal({ opened, total, sending, error, onClose, onConfirm }: Props) {
  const [tender, setTender] = useState<Tender>(() => initialTender(total));
  const [tried, setTried] = useState(false);
  const mail = useReceiptMail();
  const resetMail = mail.reset;
  useEffect(() => {
    if (!opened) return;
    setTender(initialTender(total));
    setTried(false);
    resetMail();
  }, [opened, total, resetMail]);

  const summary = summarizeTender(total, tender);
  const setAmount = (method: OrderPaymentMethod, text: string) =>
    setTender((t) => ({ ...t, amounts: { ...t.amounts, [method]: text } }));

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(summary.errors).length > 0) return;
    const client = mail.read();
    if (client === null) return;
    onConfirm({ ...paymentFields(summary), ...(client ? { order_send_mail_client: client } : {}) });
  };

  const shown = (field: TenderField) => (tried ? summary.errors[field] : undefined);
  return (
    <Modal opened={opened} onClose={onClose} title="Cobrar venta" centered size="lg">
      <form onSubmit={confirm} noValidate>
        <Stack gap="sm">
          <Group justify="space-between">
            <Text fw={600}>Total a cobrar</Text>
            <Text fw={700} size="xl" data-testid="payment-total">
              {formatClp(total)}
            </Text>
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {PAYMENT_METHOD_ORDER.map((method) => (
              <NumberField
                key={method}
                label={PAYMENT_METHOD_LABELS[method]}
                rule={PESOS_RULE}
                unit="$"
                value={tender.amounts[method]}
                onChange={(text) => setAmount(method, text)}
                onFocus={(event) => event.currentTarget.select()}
                data-autofocus={method === "cash" ? true : undefined}
                error={shown(method)}
              />
            ))}
          </SimpleGrid>
          {summary.cashPart > 0 && (
            <NumberField
              label="Efectivo recibido"
              description="Lo que entrega el cliente; si lo dejas vacío, es justo la parte en efectivo."
              rule={PESOS_RULE}
              unit="$"
              placeholder={formatClp(summary.cashPart)}
              value={tender.cashReceived}
              onChange={(text) => setTender((t) => ({ ...t, cashReceived: text }))}
              error={shown("cashReceived")}
            />
          )}
          <Group justify="space-between">
            <Text>{summary.remaining > 0 ? "Falta por cubrir" : "Vuelto"}</Text>
            <Text fw={700} size="lg" data-testid="payment-change">
              {formatClp(summary.remaining > 0 ? summary.remaining : summary.change)}
            </Text>
          </Group>
          {shown("total") && (
            <Text c="red" size="sm" role="alert">
              {summary.errors.total}
            </Text>
          )}
          <ReceiptMailFields mail={mail} />
          {error && (
            <Alert color="red" title="No se pudo registrar la venta">
              {error}
            </Alert>
          )}
          <SubmitButton size="md" loading={sending} disabled={sending}>
            Confirmar venta
          </SubmitButton>
        </Stack>
      </form>
    </Modal>
  );
}
