import { Button, Group } from "@mantine/core";
import { Link } from "react-router";
import type { Product } from "../products";

/** Where a product page leads: players to an account of their own, clubs to the administrators' door. */
export function ProductActions({ audience }: { audience: Product["audience"] }) {
  const [primary, secondary] =
    audience === "players"
      ? [
          { to: "/register", label: "Crear cuenta" },
          { to: "/login", label: "Ingresar" },
        ]
      : [
          { to: "/admin_login", label: "Soy administrador" },
          { to: "/", label: "Conocer la app" },
        ];
  return (
    <Group gap="sm">
      <Button component={Link} to={primary.to} size="md">
        {primary.label}
      </Button>
      <Button component={Link} to={secondary.to} size="md" variant="default">
        {secondary.label}
      </Button>
    </Group>
  );
}
