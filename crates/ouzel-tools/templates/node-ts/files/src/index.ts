/** The greeting for `name`. */
export function greeting(name: string): string {
  return `Hello, ${name}!`;
}
