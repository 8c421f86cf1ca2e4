import type { Match } from "@club/contract";
import { Button, CopyButton, Group } from "@mantine/core";
import { IconBrandWhatsapp, IconCheck, IconLink } from "@tabler/icons-react";
import { shareMessage, whatsappLink } from "../utils/match-facts";

/** The match's link, to copy or to send through WhatsApp with its court, time and free places. */
export function ShareMatch({ match }: { match: Match }) {
  const url = `${window.location.origin}/match/${match.slug}`;
  return (
    <Group gap="sm" grow>
      <CopyButton value={url}>
        {({ copied, copy }) => (
          <Button
            variant="default"
            onClick={copy}
            leftSection={copied ? <IconCheck size={18} /> : <IconLink size={18} />}
          >
            {copied ? "Enlace copiado" : "Copiar enlace"}
          </Button>
        )}
      </CopyButton>
      <Button
        component="a"
        href={whatsappLink(shareMessage(match, url))}
        target="_blank"
        rel="noopener noreferrer"
        color="green.8"
        leftSection={<IconBrandWhatsapp size={18} />}
      >
        WhatsApp
      </Button>
    </Group>
  );
}
