/** The form-level error list renders nothing: errors are shown inline, under each field. */
export function ErrorListTemplate() {
  return null;
}
