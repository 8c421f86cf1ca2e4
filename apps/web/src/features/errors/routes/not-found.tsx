import { Button } from "@mantine/core";
import { IconCompass } from "@tabler/icons-react";
import { Link } from "react-router";
import { ErrorScreen } from "../components/error-screen";

/** /error: unknown routes and refused access end here (spec section 2). */
export function NotFoundPage() {
  return (
    <ErrorScreen
      icon={IconCompass}
      title="¡Whoops! Territorio inexplorado"
      action={
        <Button component={Link} to="/" size="md" mt="sm">
          Ir al inicio
        </Button>
      }
    >
      La página que buscas no existe o no tienes permiso para verla.
    </ErrorScreen>
  );
}
