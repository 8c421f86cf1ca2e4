import type { AppContext } from "../../context";
import { mailAddressOf } from "./waitlist-people.repository";

/** Mails a player a notice of theirs: its title as the subject, its words and the link to act on it. */
export async function mailPlayerNotice(
  deps: Pick<AppContext, "db" | "mailer" | "config">,
  notice: { userId: number; title: string; message: string; link: string },
) {
  const player = await mailAddressOf(deps.db, notice.userId);
  if (!player) return;
  await deps.mailer.send({
    to: player.email,
    subject: notice.title,
    text: [`Hola ${player.name}:`, "", notice.message, "", `${deps.config.publicUrl}${notice.link}`].join(
      "\n",
    ),
  });
}
