import { type UpdateClubData, updateClub as updateClubEndpoint } from "@club/contract";
import { apiRequest } from "../../../lib/api-client";
import { useClubSetupMutation } from "./use-club-setup-mutation";

export function updateClub(data: UpdateClubData) {
  return apiRequest(updateClubEndpoint, { body: { data } });
}

export function useUpdateClub() {
  return useClubSetupMutation(updateClub);
}
