/** The `{{module}}` module. */
export function {{function}}(): string {
  return "{{module}}";
}
