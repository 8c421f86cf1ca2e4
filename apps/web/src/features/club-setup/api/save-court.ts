import { type CreateCourtData, createCourt, updateCourt } from "@club/contract";
import { apiRequest } from "../../../lib/api-client";
import { useClubSetupMutation } from "./use-club-setup-mutation";

/** A new court (no id) or the changes to one; schedules and prices sent replace the court's lists. */
export type SaveCourtInput = { id: number | null; data: CreateCourtData };

export function saveCourt({ id, data }: SaveCourtInput) {
  return id === null
    ? apiRequest(createCourt, { body: { data } })
    : apiRequest(updateCourt, { params: { id }, body: { data } });
}

export function useSaveCourt() {
  return useClubSetupMutation(saveCourt);
}
