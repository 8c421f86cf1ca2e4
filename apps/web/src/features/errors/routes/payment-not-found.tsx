import { Button } from "@mantine/core";
import { IconCreditCardOff } from "@tabler/icons-react";
import { Link } from "react-router";
import { ErrorScreen } from "../components/error-screen";

/** /pago_no_encontrado: a payment link that is not one of the user's bookings. */
export function PaymentNotFoundPage() {
  return (
    <ErrorScreen
      icon={IconCreditCardOff}
      title="Pago no encontrado"
      action={
        <Button component={Link} to="/reservas" size="md" mt="sm">
          Ver mis reservas
        </Button>
      }
    >
      Este pago no corresponde a ninguna de tus reservas. Revisa tus reservas para encontrar el pago correcto.
    </ErrorScreen>
  );
}
