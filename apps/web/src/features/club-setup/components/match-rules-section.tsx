import { Radio, Stack } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { FormSection } from "../../../components/form-section";
import type { ClubFormValues } from "../utils/club-form-values";
import { MATCH_RULE_FIELDS, SHARE_REFUND_OPTIONS } from "../utils/club-labels";
import { WholeNumberFields } from "./whole-number-fields";

/** What happens around a club's matches: the reminder, the waitlist's offers and a leaver's share. */
export function MatchRulesSection({ form }: { form: UseFormReturnType<ClubFormValues> }) {
  return (
    <FormSection title="Partidos">
      <WholeNumberFields form={form} fields={MATCH_RULE_FIELDS} />
      <Radio.Group
        label="Si un jugador sale de un partido que ya pagó"
        description="Lo leen los jugadores antes de pagar su parte"
        {...form.getInputProps("match_share_refund")}
      >
        <Stack gap={6} mt={6}>
          {SHARE_REFUND_OPTIONS.map((option) => (
            <Radio key={option.value} value={option.value} label={option.label} />
          ))}
        </Stack>
      </Radio.Group>
    </FormSection>
  );
}
