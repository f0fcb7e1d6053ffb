/** A one-field name ("Massimo Bottura") as first and last word, for initials where only a full name exists. */
export function nameParts(fullName: string): [string, string] {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  return [words[0] ?? '', words.length > 1 ? words[words.length - 1]! : ''];
}
