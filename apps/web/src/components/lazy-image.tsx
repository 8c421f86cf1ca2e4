import { ITEM_PLACEHOLDER_URL } from "@club/contract";
import { Box, type BoxProps, getRadius, type MantineRadius } from "@mantine/core";
import { useEffect, useRef, useState } from "react";

/** Spec §9: images start loading when they come within 100 px of the visible area. */
export const LAZY_IMAGE_MARGIN = "100px";

interface LazyImageProps extends BoxProps {
  src: string;
  alt: string;
  width: BoxProps["w"];
  height: BoxProps["h"];
  /** Shown until the image is near the screen, and instead of it when it fails to load. */
  placeholder?: string;
  fit?: "cover" | "contain";
  radius?: MantineRadius;
}

function useNearScreen<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: LAZY_IMAGE_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

export function LazyImage({
  src,
  alt,
  width,
  height,
  placeholder = ITEM_PLACEHOLDER_URL,
  fit = "cover",
  radius = 0,
  ...boxProps
}: LazyImageProps) {
  const { ref, near } = useNearScreen<HTMLImageElement>();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = near && failedSrc !== src ? src : placeholder;
  return (
    <Box
      component="img"
      ref={ref}
      src={shown}
      alt={alt}
      w={width}
      h={height}
      onError={() => {
        if (shown !== placeholder) setFailedSrc(src);
      }}
      style={{ objectFit: fit, display: "block", flexShrink: 0, borderRadius: getRadius(radius) }}
      bg="var(--mantine-color-default-hover)"
      {...boxProps}
    />
  );
}
