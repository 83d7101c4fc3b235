/**
 * How a play session is named everywhere (the journal, its export, the session bar):
 * "Session 3: The barrow". A title the GM began with the same words ("Session 3: The
 * barrow", as the placeholder invites) is not said twice.
 */
export function sessionName(number: number, title: string): string {
  const own = title.trim().replace(new RegExp(`^session\\s+${number}\\b\\s*[:\\-–—.]?\\s*`, 'i'), '');
  return `Session ${number}${own ? `: ${own}` : ''}`;
}
