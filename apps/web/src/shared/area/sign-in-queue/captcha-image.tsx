import { Alert, Image, Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { signInImageOptions } from './sign-in-image-api';

/** Shows a captcha fetched with the session's credentials, through an object URL freed on unmount. */
export function CaptchaImage({ orgId, id, alt }: { orgId: string; id: string; alt: string }) {
  const image = useQuery(signInImageOptions(orgId, id));
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!image.data) return;
    const next = URL.createObjectURL(image.data);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [image.data]);
  if (image.isError)
    return (
      <Alert color="red" title="Could not load the captcha">
        {(image.error as Error).message}
      </Alert>
    );
  if (!url) return <Skeleton h={60} w={200} />;
  return <Image src={url} alt={alt} h={60} w="auto" fit="contain" data-captcha={id} />;
}
