import { Center, Loader } from '@mantine/core';

export function PagePending() {
  return (
    <Center mih="40vh" role="status" aria-busy="true" aria-label="Loading">
      <Loader />
    </Center>
  );
}
