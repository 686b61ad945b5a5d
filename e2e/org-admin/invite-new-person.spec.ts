import { expect, test } from '../support/test';
import { DEMO, signInTo } from '../support/demo';

/** An invitation to someone with no TaxDesk account yet: create the account, then join (not a new organisation). */
test('a new person creates an account from an invitation link and joins the inviting organisation', async ({
  page,
  browser,
}) => {
  const email = `newcomer-${Date.now()}@firm.test`;
  await signInTo(page, `/a/${DEMO.orgId}/user`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  const link = await page.getByTestId('invite-url').innerText();

  const token = decodeURIComponent(/#invite=([^&]+)/.exec(link)![1]!);

  const other = await browser.newContext();
  const them = await other.newPage();
  // The link's token leaves the address at once: no later address, history entry or returnTo holds it.
  const addresses: string[] = [];
  them.on('framenavigated', (frame) => {
    if (frame === them.mainFrame()) addresses.push(frame.url());
  });
  await them.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(them).toHaveURL(/\/a\/login/);
  await them.getByRole('button', { name: 'Create account' }).click();
  await them.getByLabel('Email', { exact: true }).fill(email);
  await them.getByLabel('Password', { exact: true }).fill('newcomer-password');
  await them.getByRole('button', { name: 'Create account' }).last().click();

  // Signup offers the invitation instead of a new organisation.
  await expect(them).toHaveURL(/\/a\/signup\?returnTo=/);
  await expect(them.getByText(`to join Demo & Associates as a member`)).toBeVisible();
  await them.getByLabel('Your name').fill('New Comer');
  await them.getByRole('button', { name: 'Join Demo & Associates' }).click();
  await expect(them).toHaveURL(new RegExp(`/a/${DEMO.orgId}$`));
  expect(addresses.length).toBeGreaterThan(2);
  expect(addresses.slice(1).filter((url) => url.includes(token) || url.includes('invite'))).toEqual([]);
  await them.goto(`/a/${DEMO.orgId}/user`);
  await expect(them.getByTestId('members').locator(`tr[data-email="${email}"]`)).toContainText('Member');
  await other.close();
});
