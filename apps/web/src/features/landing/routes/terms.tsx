import { Container, Stack, Text, Title } from "@mantine/core";
import { PublicLayout } from "../components/public-layout";
import { TERMS_SECTIONS } from "../terms-sections";

/** /terms_and_conditions */
export function TermsPage() {
  return (
    <PublicLayout title="Términos y condiciones">
      <Container size="sm" py="xl">
        <Stack gap="lg">
          <Title order={1}>Términos y condiciones</Title>
          {TERMS_SECTIONS.map((section) => (
            <Stack key={section.title} gap="xs">
              <Title order={2} size="h3">
                {section.title}
              </Title>
              {section.paragraphs.map((paragraph) => (
                <Text key={paragraph}>{paragraph}</Text>
              ))}
            </Stack>
          ))}
        </Stack>
      </Container>
    </PublicLayout>
  );
}
