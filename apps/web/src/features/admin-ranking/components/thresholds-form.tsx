import { categoryCode } from "@club/domain";
import { Alert, Fieldset, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { NumberField } from "../../../components/number-field";
import { SubmitButton } from "../../../components/submit-button";
import { applyServerErrors } from "../../../lib/form-errors";
import { useUnsavedChanges } from "../../../lib/unsaved-changes";
import { useSaveCategoryThresholds } from "../api/category-thresholds";
import {
  categoryName,
  POINTS_RULE,
  THRESHOLD_FIELDS,
  THRESHOLD_LISTS,
  type ThresholdFormValues,
  type Thresholds,
  thresholdFieldOf,
  thresholdFormValues,
  thresholdsBody,
  validateThresholds,
} from "../utils/threshold-form-values";

/** The minimum points of each category, men's and women's lists side by side on wide screens. */
export function ThresholdsForm({ saved }: { saved: Thresholds }) {
  const save = useSaveCategoryThresholds();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<ThresholdFormValues>({
    initialValues: thresholdFormValues(saved),
    validate: validateThresholds,
    validateInputOnBlur: true,
  });
  useUnsavedChanges(() => !save.isPending && form.isDirty());

  const submit = form.onSubmit(async (values) => {
    setAlert(null);
    const body = thresholdsBody(values);
    try {
      const answer = await save.mutateAsync(body);
      const shown = thresholdFormValues(answer);
      form.setInitialValues(shown);
      form.setValues(shown);
      notifications.show({ color: "green", message: "Umbrales guardados." });
    } catch (error) {
      setAlert(applyServerErrors(error, form.setErrors, THRESHOLD_FIELDS, thresholdFieldOf(body)));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {alert && (
          <Alert color="red" title="No se pudieron guardar los umbrales">
            {alert}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" verticalSpacing="lg">
          {THRESHOLD_LISTS.map((list) => (
            <Fieldset key={list.title} legend={list.title} radius="md">
              <Stack gap="sm">
                {list.ranked.map((category) => (
                  <NumberField
                    key={category}
                    label={categoryName(category)}
                    placeholder="Sin puntaje mínimo"
                    rule={POINTS_RULE}
                    unit="pts"
                    disabled={save.isPending}
                    {...form.getInputProps(categoryCode(category))}
                  />
                ))}
                <Text size="sm" c="dimmed">
                  {categoryName(list.entry)}: categoría de entrada, sin puntaje mínimo.
                </Text>
              </Stack>
            </Fieldset>
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <SubmitButton loading={save.isPending}>Guardar umbrales</SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
