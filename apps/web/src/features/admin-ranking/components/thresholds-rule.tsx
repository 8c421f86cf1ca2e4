import { Anchor, Text } from "@mantine/core";
import { Link } from "react-router";

/** The rule of packages/domain/src/category-thresholds.ts, said to the club in two sentences. */
export function ThresholdsRule({ matchesBeforeMoves }: { matchesBeforeMoves: number }) {
  return (
    <Text size="sm" maw={720}>
      Desde su {matchesBeforeMoves}.º partido confirmado en el club, cada jugador pasa a la categoría más alta
      de su lista cuyo puntaje mínimo alcanza (todos parten con 1.000 puntos y suben jugando y ganando). Una
      categoría sin puntaje mínimo no se alcanza por puntos, y no se mueve quien tiene su categoría fijada a
      mano desde su ficha en{" "}
      <Anchor component={Link} to="/admin/lista_usuarios" inherit>
        Usuarios
      </Anchor>
      .
    </Text>
  );
}
