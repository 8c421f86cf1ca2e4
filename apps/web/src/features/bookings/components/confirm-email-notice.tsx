import { Alert, Button, Stack, Text } from "@mantine/core";
import { IconMail } from "@tabler/icons-react";
import { useResendConfirmation } from "../../../lib/resend-confirmation";

/** The server holds no court for an account whose e-mail is not confirmed: say so and offer a new link. */
export function ConfirmEmailNotice({ message }: { message: string }) {
  const resend = useResendConfirmation();
  return (
    <Alert color="yellow" icon={<IconMail size={18} />} title="Confirma tu correo" role="alert">
      <Stack gap="xs">
        <Text size="sm">{message}</Text>
        {resend.isSuccess ? (
          <Text size="sm" fw={500} role="status">
            {resend.data.message}
          </Text>
        ) : (
          <>
            {resend.error && (
              <Text size="sm" c="red.8">
                {resend.error.message}
              </Text>
            )}
            <Button
              size="xs"
              variant="white"
              color="dark"
              loading={resend.isPending}
              onClick={() => resend.mutate()}
            >
              Reenviar el correo
            </Button>
          </>
        )}
      </Stack>
    </Alert>
  );
}
