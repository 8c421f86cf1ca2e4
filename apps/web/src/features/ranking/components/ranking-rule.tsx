import { MATCHES_BEFORE_CATEGORY_MOVES } from "@club/domain";
import { Accordion, List, Text } from "@mantine/core";

/** How the points are earned, in plain Spanish: the rule lives in packages/domain (ratings.ts). */
export function RankingRule() {
  return (
    <Accordion variant="contained" radius="md">
      <Accordion.Item value="regla">
        <Accordion.Control>¿Cómo se calculan los puntos?</Accordion.Control>
        <Accordion.Panel>
          <List size="sm" spacing={6}>
            <List.Item>
              Solo cuentan los resultados confirmados por un jugador de la pareja rival (o resueltos por el
              club si hubo disputa).
            </List.Item>
            <List.Item>
              Antes de cada partido calculamos qué tan probable era que ganara cada pareja, según el nivel de
              los cuatro jugadores. Ganarle a una pareja más fuerte da más puntos que ganarle a una más débil,
              y perder con una más débil quita más.
            </List.Item>
            <List.Item>
              Cada jugador tiene un nivel y un margen de duda. Al empezar el margen es grande, así que tus
              primeros partidos te mueven más; mientras más juegas, más preciso es tu nivel.
            </List.Item>
            <List.Item>
              Tus puntos son el nivel que podemos asegurar (tu nivel menos tres veces el margen de duda):
              todos parten en 1.000 y suben jugando y ganando.
            </List.Item>
            <List.Item>
              Desde tu partido confirmado número {MATCHES_BEFORE_CATEGORY_MOVES}, el club puede moverte de
              categoría según los puntos que fija para cada una. Si el club te asignó la categoría a mano, se
              mantiene.
            </List.Item>
          </List>
          <Text size="xs" c="dimmed" mt="sm">
            Usamos el sistema OpenSkill (Weng-Lin), hecho para partidos en pareja. Si no quieres aparecer,
            puedes ocultarte del ranking en tu perfil.
          </Text>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
