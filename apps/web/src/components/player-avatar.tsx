import { Avatar, type AvatarProps } from "@mantine/core";

const initials = (name: string) =>
  name
    .split(" ")
    .map((part) => part.charAt(0))
    .join("")
    .slice(0, 2)
    .toUpperCase();

/** A player's photo, or their initials on the club's colour; beside their name, so hidden from readers. */
export function PlayerAvatar({
  name,
  photoUrl = null,
  ...props
}: { name: string; photoUrl?: string | null } & AvatarProps) {
  return (
    <Avatar color="teal" radius="xl" src={photoUrl} alt="" aria-hidden {...props}>
      {initials(name)}
    </Avatar>
  );
}
