import { Alert, Stack } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import type { FormEvent, ReactNode } from "react";
import { SubmitButton } from "../../../components/submit-button";

interface AuthFormProps {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** The server's refusal, shown above the fields. */
  alert: string | null;
  submitLabel: string;
  submitting: boolean;
  /** Shown above the alert. */
  intro?: ReactNode;
  children: ReactNode;
}

/** The body of the sign-in, sign-up and password forms: alert, fields, one full-width submit button. */
export function AuthForm({ onSubmit, alert, submitLabel, submitting, intro, children }: AuthFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {intro}
        {alert && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {alert}
          </Alert>
        )}
        {children}
        <SubmitButton fullWidth loading={submitting}>
          {submitLabel}
        </SubmitButton>
      </Stack>
    </form>
  );
}
