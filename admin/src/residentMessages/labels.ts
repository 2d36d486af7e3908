// A resident message's content (HTML) as the list shows it: plain text, cut short.

/** The first `length` characters of the content's text, without tags, with '…' when cut. */
export function excerpt(html: string, length = 80): string {
  const text = (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').replace(/\s+/g, ' ').trim();
  return text.length > length ? `${text.slice(0, length).trimEnd()}…` : text;
}
