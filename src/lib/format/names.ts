/**
 * A person's first and last name ("Maria Aparecida dos Santos Oliveira Cavalcanti" → "Maria
 * Cavalcanti"), for narrow columns that show the whole name on hover. Names of one or two
 * words stay as they are.
 */
export function shortPersonName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words.length <= 2 ? words.join(' ') : `${words[0]} ${words[words.length - 1]}`;
}
