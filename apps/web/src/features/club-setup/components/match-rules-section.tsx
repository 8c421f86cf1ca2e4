import { Radio, SimpleGrid, Stack } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { FormSection } from "../../../components/form-section";
import { NumberField } from "../../../components/number-field";
import { type ClubFormValues, WHOLE_RULE } from "../utils/club-form-values";
import { MATCH_RULE_FIELDS, SHARE_REFUND_OPTIONS } from "../utils/club-labels";

/** What happens around a club's matches: the reminder, the waitlist's offers and a leaver's share. */
export function MatchRulesSection({ form }: { form: UseFormReturnType<ClubFormValues> }) {
  return (
    <FormSection title="Partidos">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {MATCH_RULE_FIELDS.map((field) => (
          <NumberField
            key={field.name}
            label={field.label}
            description={field.description}
            rule={WHOLE_RULE}
            {...form.getInputProps(field.name)}
          />
        ))}
      </SimpleGrid>
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
