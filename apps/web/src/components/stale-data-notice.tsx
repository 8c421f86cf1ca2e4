import { clubDateTimeParts } from "@club/domain";
import { Alert } from "@mantine/core";
import { IconWifiOff } from "@tabler/icons-react";
import { onlineManager } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { isNetworkError } from "../lib/api-client";

const subscribe = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

/** "a las 14:32" today, "el 22-11-2026 a las 14:32" before. */
function readAtText(readAt: number, now: number): string {
  const read = clubDateTimeParts(new Date(readAt));
  const today = clubDateTimeParts(new Date(now)).date === read.date;
  return `${today ? "" : `el ${read.date} `}a las ${read.timeWithoutSeconds}`;
}

/**
 * Shown over data read earlier while there is no connection (the browser says so, or the refresh
 * failed for want of one): the data stays on screen, marked as possibly out of date with the time it
 * was read. A fresh copy restored offline is not fetched again, so the browser's word counts too.
 */
export function StaleDataNotice({
  error,
  readAt,
  now = Date.now(),
}: {
  error: unknown;
  readAt: number;
  now?: number;
}) {
  const online = useSyncExternalStore(subscribe, isOnline);
  if ((online && !isNetworkError(error)) || readAt === 0) return null;
  return (
    <Alert role="status" color="yellow" variant="light" icon={<IconWifiOff size={18} />}>
      Sin conexión: datos leídos {readAtText(readAt, now)}, pueden estar desactualizados.
    </Alert>
  );
}
