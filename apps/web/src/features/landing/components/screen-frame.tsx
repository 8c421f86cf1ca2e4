import { Box, Image } from "@mantine/core";
import type { ProductScreen } from "../products";

/** The screenshot as people see it: a phone's in a phone, a computer's in a window. */
export function ScreenFrame({ screen, lazy }: { screen: ProductScreen; lazy: boolean }) {
  const picture = (
    <Image
      src={screen.image}
      alt={screen.alt}
      width={screen.width}
      height={screen.height}
      loading={lazy ? "lazy" : "eager"}
      decoding="async"
      radius={screen.device === "phone" ? 30 : 0}
      style={{ height: "auto" }}
    />
  );
  if (screen.device === "phone")
    return (
      <Box
        maw={300}
        mx="auto"
        p={10}
        bg="dark.8"
        style={{
          borderRadius: 40,
          outline: "1px solid var(--mantine-color-default-border)",
          boxShadow: "var(--mantine-shadow-lg)",
        }}
      >
        {picture}
      </Box>
    );
  return (
    <Box
      style={{
        border: "1px solid var(--mantine-color-default-border)",
        borderRadius: "var(--mantine-radius-md)",
        overflow: "hidden",
        boxShadow: "var(--mantine-shadow-md)",
      }}
    >
      <Box
        aria-hidden
        px="sm"
        py={8}
        bg="var(--mantine-color-default-hover)"
        style={{ display: "flex", gap: 6, borderBottom: "1px solid var(--mantine-color-default-border)" }}
      >
        {["close", "minimise", "full"].map((dot) => (
          <Box
            key={dot}
            w={10}
            h={10}
            bg="var(--mantine-color-default-border)"
            style={{ borderRadius: "50%" }}
          />
        ))}
      </Box>
      {picture}
    </Box>
  );
}
