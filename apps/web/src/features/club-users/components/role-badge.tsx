import type { ClubUserRole } from "@club/contract";
import { Badge } from "@mantine/core";
import { ROLE_LABELS } from "../utils/club-user-text";

export function RoleBadge({ role }: { role: ClubUserRole }) {
  return (
    <Badge variant="light" color={role === "club_administrator" ? "grape" : "blue"} style={{ flexShrink: 0 }}>
      {ROLE_LABELS[role]}
    </Badge>
  );
}
