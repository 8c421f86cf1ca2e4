import { Button, type ButtonProps } from "@mantine/core";
import type { MouseEvent, ReactNode } from "react";

/**
 * A form's submit button for forms that validate a field when it loses focus. Pressing the mouse here
 * would blur the field, its message would appear and push the button down before the release, and the
 * click would be lost. Keeping the focus where it is lets the click land; submitting validates every
 * field anyway. Keyboard submission is unaffected.
 */
export function SubmitButton(props: ButtonProps & { children: ReactNode }) {
  const keepFocus = (event: MouseEvent) => event.preventDefault();
  return <Button type="submit" onMouseDown={keepFocus} {...props} />;
}
