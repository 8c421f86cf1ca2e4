import { type OrderMailClientInput, orderMailClientInput } from "@club/contract";
import { Checkbox, SimpleGrid, TextInput } from "@mantine/core";
import { useCallback, useState } from "react";

const EMPTY_MAIL: OrderMailClientInput = { name: "", lastname: "", email: "" };

/**
 * Whether a sale's receipt goes to the client by e-mail, and to whom: the point of sale's checkout and
 * the charge of a pending order ask the same way.
 */
export function useReceiptMail() {
  const [wanted, setWanted] = useState(false);
  const [client, setClient] = useState(EMPTY_MAIL);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const reset = useCallback(() => {
    setWanted(false);
    setClient(EMPTY_MAIL);
    setErrors({});
  }, []);
  /** The client to mail (undefined when not asked for), or null with each field's error shown. */
  const read = (): OrderMailClientInput | undefined | null => {
    const parsed = wanted ? orderMailClientInput.safeParse(client) : null;
    if (parsed && !parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return null;
    }
    setErrors({});
    return parsed?.data;
  };
  return { wanted, setWanted, client, setClient, errors, reset, read };
}

export type ReceiptMail = ReturnType<typeof useReceiptMail>;

export function ReceiptMailFields({ mail }: { mail: ReceiptMail }) {
  const { client, setClient, errors } = mail;
  return (
    <>
      <Checkbox
        label="Enviar por correo"
        description="El cliente recibe el comprobante de la venta."
        checked={mail.wanted}
        onChange={(event) => mail.setWanted(event.currentTarget.checked)}
      />
      {mail.wanted && (
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <TextInput
            label="Nombre"
            value={client.name}
            onChange={(e) => setClient({ ...client, name: e.currentTarget.value })}
            error={errors.name}
          />
          <TextInput
            label="Apellido"
            value={client.lastname}
            onChange={(e) => setClient({ ...client, lastname: e.currentTarget.value })}
            error={errors.lastname}
          />
          <TextInput
            label="Correo"
            type="email"
            value={client.email}
            onChange={(e) => setClient({ ...client, email: e.currentTarget.value })}
            error={errors.email}
          />
        </SimpleGrid>
      )}
    </>
  );
}
