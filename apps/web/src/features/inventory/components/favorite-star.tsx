import { ActionIcon } from "@mantine/core";
import { IconStar, IconStarFilled } from "@tabler/icons-react";
import { useToggleItemFavorite } from "../api/toggle-item-favorite";

export function FavoriteStar({ id, name, favorite }: { id: number; name: string; favorite: boolean }) {
  const toggle = useToggleItemFavorite();
  return (
    <ActionIcon
      variant="subtle"
      color={favorite ? "yellow" : "gray"}
      aria-label={favorite ? `Quitar ${name} de favoritos` : `Marcar ${name} como favorito`}
      aria-pressed={favorite}
      onClick={(event) => {
        // The row opens the item; the star only toggles.
        event.stopPropagation();
        toggle.mutate({ id, favorite: !favorite });
      }}
    >
      {favorite ? <IconStarFilled size={18} /> : <IconStar size={18} />}
    </ActionIcon>
  );
}
