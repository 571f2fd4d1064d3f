/**
 * Whether the member is already in a field (an input, select or text area) inside `within`: a
 * step that mounts while its page is still loading (a reload, a resumed application, a slow
 * phone) must not take the focus from a field the member tapped and types in, or what they type
 * next goes to the heading and is lost.
 */
export function memberIsInField(within: HTMLElement | null): boolean {
  const active = within?.ownerDocument.activeElement;
  return !!within && active instanceof HTMLElement && within.contains(active) && active.matches('input:not([type="hidden"]), select, textarea');
}
