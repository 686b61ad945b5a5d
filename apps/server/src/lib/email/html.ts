/** Text made safe to put inside HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A plain, readable email body: a heading, paragraphs and an optional button link. */
export function emailHtml(parts: {
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  list?: string[];
}): string {
  const p = parts.paragraphs.map((t) => `<p style="margin:0 0 12px">${escapeHtml(t)}</p>`).join('');
  const list = parts.list?.length
    ? `<ul style="margin:0 0 12px;padding-left:20px">${parts.list.map((t) => `<li>${escapeHtml(t)}</li>`).join('')}</ul>`
    : '';
  const action = parts.action
    ? `<p style="margin:16px 0"><a href="${escapeHtml(parts.action.url)}" style="background:#1c7ed6;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">${escapeHtml(parts.action.label)}</a></p>`
    : '';
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:14px;color:#222;max-width:600px">
<h2 style="font-size:18px">${escapeHtml(parts.heading)}</h2>${p}${list}${action}
<p style="color:#888;font-size:12px;margin-top:24px">TaxDesk</p></body></html>`;
}
