import { durationText } from "@club/domain";
import type { UseFormReturnType } from "@mantine/form";
import { useEffect } from "react";
import type { BookingFormValues } from "../utils/booking-form-values";
import type { useStartOptions } from "./use-start-options";

/**
 * A start chosen before the duration, court or day changed (or prefilled from the grid) that no longer
 * fits is emptied, with the reason beside the field, instead of being refused only on submit.
 */
export function useClearStartThatNoLongerFits(
  form: UseFormReturnType<BookingFormValues>,
  starts: ReturnType<typeof useStartOptions>,
) {
  const { start_time: start, duration_int: duration } = form.values;
  const fits = starts.options.some((option) => option.value === start && !option.disabled);
  const stale = starts.ready && start !== "" && !fits;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the start stops fitting, not on every render.
  useEffect(() => {
    if (!stale) return;
    form.setFieldValue("start_time", "");
    form.setFieldError(
      "start_time",
      `La hora ${start} ya no está libre para ${durationText(Number(duration))}: choca con otra reserva o con el cierre. Elige otra hora.`,
    );
  }, [stale]);
}
