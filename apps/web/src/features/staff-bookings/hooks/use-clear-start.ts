import { BOOKING_DURATIONS, durationText } from "@club/domain";
import type { UseFormReturnType } from "@mantine/form";
import { useEffect } from "react";
import { type BookingFormValues, DEFAULT_DURATION } from "../utils/booking-form-values";
import type { useStartOptions } from "./use-start-options";

/**
 * A start that does not fit the duration is never left to be refused on submit. While the duration is
 * still the untouched default (a free slot clicked in the grid), the longest duration up to it that fits
 * there is proposed instead; once the desk chose a duration, or changed the court or the day, the start
 * is emptied, with the reason beside the field.
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
    const shorter = [...BOOKING_DURATIONS]
      .reverse()
      .find((minutes) => minutes <= Number(DEFAULT_DURATION) && starts.fitsAt(start, minutes));
    if (!form.isTouched("duration_int") && shorter) {
      form.setFieldValue("duration_int", String(shorter));
      return;
    }
    form.setFieldValue("start_time", "");
    form.setFieldError(
      "start_time",
      `La hora ${start} ya no está libre para ${durationText(Number(duration))}: choca con otra reserva o con el cierre. Elige otra hora.`,
    );
  }, [stale]);
}
