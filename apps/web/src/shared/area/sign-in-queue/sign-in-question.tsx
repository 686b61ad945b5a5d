import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { formatDateTime, type SignInRequest } from '@taxdesk/domain';
import { useEffect, useRef, useState } from 'react';
import { answerSignIn } from './answer-sign-in-api';
import { CaptchaImage } from './captcha-image';
import { questionLabel } from './queue-advance';

type Props = {
  orgId: string;
  item: SignInRequest;
  /** Focus the input when shown (the next question after an answer, or the drawer opening). */
  focus: boolean;
  onAnswered: (id: string) => void;
};

/** One waiting sign-in: the captcha (or what the portal said of the OTP) and one input; Enter answers. */
export function SignInQuestion({ orgId, item, focus, onAnswered }: Props) {
  const [answer, setAnswer] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const post = useMutation({
    mutationFn: (text: string) => answerSignIn(orgId, item.id, text),
    onSuccess: () => onAnswered(item.id),
  });
  useEffect(() => {
    if (focus) input.current?.focus();
  }, [focus, item.id]);
  const label = questionLabel(item);
  const submit = () => {
    const text = answer.trim();
    if (text && !post.isPending) post.mutate(text);
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      noValidate
      data-sign-in={item.id}
      data-account={item.accountKey}
    >
      <Stack gap="xs">
        {item.kind === 'captcha' ? (
          <CaptchaImage orgId={orgId} id={item.id} alt={`Captcha of the sign-in for ${item.accountKey}`} />
        ) : (
          <Text size="sm">{item.prompt ?? 'The portal sent an OTP to the client.'}</Text>
        )}
        <Group align="flex-end" gap="xs">
          <TextInput
            ref={input}
            label={label}
            value={answer}
            onChange={(e) => setAnswer(e.currentTarget.value)}
            autoComplete="off"
            spellCheck={false}
            maxLength={20}
            w={260}
          />
          <Button type="submit" loading={post.isPending} disabled={!answer.trim()}>
            Answer
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {item.attempts ? `${item.attempts} wrong answer${item.attempts === 1 ? '' : 's'} so far · ` : ''}
          Waits until {formatDateTime(item.expiresAt)}
        </Text>
        {post.isError ? (
          <Alert color="red" title="The answer was not sent" data-answer-error>
            {(post.error as Error).message}
          </Alert>
        ) : null}
      </Stack>
    </form>
  );
}
