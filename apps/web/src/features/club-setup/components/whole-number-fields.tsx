import { SimpleGrid } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { NumberField } from "../../../components/number-field";
import { type ClubFormValues, WHOLE_RULE } from "../utils/club-form-values";

type WholeField = { name: keyof ClubFormValues; label: string; description: string };

/** Whole-number rules of the club, two to a row from a tablet up. */
export function WholeNumberFields(props: {
  form: UseFormReturnType<ClubFormValues>;
  fields: readonly WholeField[];
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {props.fields.map((field) => (
        <NumberField
          key={field.name}
          label={field.label}
          description={field.description}
          rule={WHOLE_RULE}
          {...props.form.getInputProps(field.name)}
        />
      ))}
    </SimpleGrid>
  );
}
