import { looksLikeBarcode } from "@club/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { itemPageQueryOptions } from "../api/get-item-page";
import { itemPath } from "../utils/item-paths";

/**
 * What Enter (or the camera) does in the inventory search: the text becomes the search, and when it is
 * a barcode that an item carries exactly, that item opens at once (a USB scanner types digits + Enter).
 */
export function useBarcodeEntry(setSearch: (text: string) => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (text: string) => {
    const code = text.trim();
    setSearch(code);
    if (!looksLikeBarcode(code)) return;
    try {
      const page = await queryClient.fetchQuery(
        itemPageQueryOptions({ page: 1, search: code, category: "all", criticalOnly: false }),
      );
      const match = page.data.find((item) => item.item_barcode === code);
      if (match) navigate(itemPath(match.id));
    } catch {
      // The list below runs the same search and shows its error.
    }
  };
}
