/** Text made safe to place in HTML, as an element's text or an attribute's value. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
