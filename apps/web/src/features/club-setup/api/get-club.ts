import { getClub } from "@club/contract";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { clubSetupKeys } from "./club-setup-keys";

export function useClubSettings() {
  return useQuery({
    queryKey: clubSetupKeys.club,
    queryFn: async () => (await apiRequest(getClub, {})).data,
  });
}
