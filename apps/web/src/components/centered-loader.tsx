import { Center, Loader } from "@mantine/core";

/** Full-page spinner for states that are still unknown (role, first route chunk). */
export function CenteredLoader({ label = "Cargando" }: { label?: string }) {
  return (
    <Center mih="100dvh" role="status" aria-label={label}>
      <Loader />
    </Center>
  );
}
