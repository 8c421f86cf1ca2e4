import { notifications } from "@mantine/notifications";
import { IconRefresh } from "@tabler/icons-react";
import { PRODUCT_NAME } from "../../lib/product";

export const UPDATE_NOTICE_ID = "pwa-update";
export const UPDATE_NOTICE_TEXT = `Recarga ${PRODUCT_NAME} para obtener la última versión`;

/** The spec's update notice: it stays until clicked, and a click reloads into the new version. */
export function showUpdateNotice(reload: () => void) {
  notifications.show({
    id: UPDATE_NOTICE_ID,
    message: UPDATE_NOTICE_TEXT,
    icon: <IconRefresh size={18} />,
    autoClose: false,
    role: "button",
    tabIndex: 0,
    style: { cursor: "pointer" },
    onClick: reload,
    onKeyDown: (event) => {
      if (event.key === "Enter" || event.key === " ") reload();
    },
    closeButtonProps: { "aria-label": "Cerrar", onClick: (event) => event.stopPropagation() },
  });
}
