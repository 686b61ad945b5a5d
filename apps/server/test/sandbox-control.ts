/** Posts to one of the sandbox's test controls (`/__sandbox/...`): its faults, sessions, captchas. */
export async function sandboxControl(sandboxUrl: string, path: string, body: unknown = {}): Promise<void> {
  const res = await fetch(`${sandboxUrl}/__sandbox/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
}
