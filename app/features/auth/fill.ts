/** A translated text with its {placeholders} filled in ("{count} steps", "Hello {name},"). */
export function fill(text: string, values: Record<string, string | number>) {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => String(values[name] ?? match));
}
