import { type ItemPage, updateItem } from "@club/contract";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { inventoryKeys } from "./inventory-keys";

type FavoriteInput = { id: number; favorite: boolean };

export function setItemFavorite({ id, favorite }: FavoriteInput) {
  return apiRequest(updateItem, { params: { id }, body: { data: { item_favorite: favorite } } });
}

/** The star changes at once in every cached list; a refusal puts the lists back as the server has them. */
export function useToggleItemFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setItemFavorite,
    onMutate: async ({ id, favorite }) => {
      await queryClient.cancelQueries({ queryKey: inventoryKeys.itemLists });
      queryClient.setQueriesData<ItemPage>({ queryKey: inventoryKeys.itemLists }, (page) =>
        page
          ? { ...page, data: page.data.map((i) => (i.id === id ? { ...i, item_favorite: favorite } : i)) }
          : page,
      );
    },
    onError: (error) =>
      notifications.show({ color: "red", title: "No se pudo cambiar el favorito", message: error.message }),
    onSettled: (_data, _error, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inventoryKeys.itemLists }),
        queryClient.invalidateQueries({ queryKey: inventoryKeys.item(id) }),
      ]),
  });
}
