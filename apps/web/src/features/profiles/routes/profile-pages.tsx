import { useParams } from "react-router";
import { useSessionUser } from "../../../lib/session-user";
import { ProfileView } from "../components/profile-view";

/** `/profile`: the signed-in player's own profile. */
export function OwnProfilePage() {
  const me = useSessionUser();
  return <ProfileView username={me.data?.username} />;
}

/** `/user/{username}`: a player's public profile (their private data only for them and their club). */
export function UserProfilePage() {
  const { username } = useParams();
  return <ProfileView username={username} />;
}
