import { Alert, Anchor, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { resendVerification } from '../../shared/auth/account-api';
import { emailToConfirm } from '../../shared/auth/email-to-confirm';

/** After registering: the link to confirm the address is in the inbox, and can be sent again. */
export function ConfirmEmailNotice() {
  const [email] = useState(emailToConfirm);
  const resend = useMutation({ mutationFn: resendVerification });
  if (!email) return null;
  return (
    <Alert color="blue" title="Confirm your email address">
      <Text size="sm">
        We sent a link to <b>{email}</b>. Open it to confirm the address; invitations to other organisations
        need it.
      </Text>
      <Text size="sm" mt="xs" role="status">
        {resend.isSuccess ? (
          'We sent you a new link.'
        ) : resend.isError ? (
          resend.error.message
        ) : (
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => resend.mutate()}
            disabled={resend.isPending}
          >
            Send again
          </Anchor>
        )}
      </Text>
    </Alert>
  );
}
