import { Alert } from "@mantine/core";
import { IconAlertTriangle, IconHandStop, IconInfoCircle } from "@tabler/icons-react";
import type { Notice } from "../utils/chat-turns";

const LOOKS: Record<Notice["code"], { color: string; icon: typeof IconInfoCircle }> = {
  unknown: { color: "gray", icon: IconInfoCircle },
  refused: { color: "orange", icon: IconHandStop },
  model_timeout: { color: "yellow", icon: IconAlertTriangle },
  model_failed: { color: "yellow", icon: IconAlertTriangle },
  failed: { color: "red", icon: IconAlertTriangle },
  unchecked_number: { color: "yellow", icon: IconAlertTriangle },
};

/**
 * What the assistant says about its answer: not understood, refused, its language model failed, or it could
 * not read the figures.
 */
export function NoticeAlert({ notice }: { notice: Notice }) {
  const { color, icon: Icon } = LOOKS[notice.code];
  return (
    <Alert color={color} variant="light" icon={<Icon size={18} />} p="xs">
      {notice.message}
    </Alert>
  );
}
