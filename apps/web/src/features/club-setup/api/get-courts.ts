import { getCourts } from "@club/contract";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { clubSetupKeys } from "./club-setup-keys";

export function useCourts() {
  return useQuery({
    queryKey: clubSetupKeys.courts,
    queryFn: async () => (await apiRequest(getCourts, {})).data,
  });
}
