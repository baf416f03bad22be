/** Text set into HTML (a page's head, the sandbox page, a mail): the five special characters as
 * numeric references, so a name or a note can never become markup. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
