import type { Profile } from "@club/contract";
import { NO_PLAYER_CATEGORY_LABEL } from "@club/domain";
import type { ProfileChange } from "../api/profile-queries";

export interface ProfileFormValues {
  name: string;
  lastname: string;
  phone: string;
  category: string;
  side: "" | "drive" | "reves";
  hide_phone: boolean;
  hide_from_ranking: boolean;
}

export const PROFILE_FORM_FIELDS = [
  "name",
  "lastname",
  "phone",
  "category",
  "side",
  "hide_phone",
  "hide_from_ranking",
] as const;

/** The form starts from the profile as the owner sees it (with its private part). */
export function profileFormValues(profile: Profile): ProfileFormValues {
  return {
    name: profile.name,
    lastname: profile.lastname,
    phone: profile.private?.phone ?? "",
    category: profile.category === NO_PLAYER_CATEGORY_LABEL ? "" : profile.category,
    side: profile.side ?? "",
    hide_phone: profile.private?.hide_phone ?? false,
    hide_from_ranking: profile.private?.hide_from_ranking ?? false,
  };
}

/** What to save: every field, but a category only when one is chosen and the club did not fix it. */
export function profileChange(values: ProfileFormValues, categoryFixed: boolean): ProfileChange {
  return {
    name: values.name,
    lastname: values.lastname,
    ...(values.phone.trim() === "" ? {} : { phone: values.phone }),
    ...(categoryFixed || values.category === "" ? {} : { category: values.category }),
    side: values.side === "" ? null : values.side,
    hide_phone: values.hide_phone,
    hide_from_ranking: values.hide_from_ranking,
  };
}
