import type { Item } from "@club/contract";
import { Anchor } from "@mantine/core";
import { Link } from "react-router";
import { itemPath } from "../utils/item-paths";

/** The item's name as the link to its page (its row or card opens it too, on a click anywhere). */
export function ItemNameLink({ item, lineClamp }: { item: Item; lineClamp?: number }) {
  return (
    <Anchor
      component={Link}
      to={itemPath(item.id)}
      fw={600}
      size="sm"
      c="inherit"
      lineClamp={lineClamp}
      onClick={(event) => event.stopPropagation()}
    >
      {item.item_name}
    </Anchor>
  );
}
