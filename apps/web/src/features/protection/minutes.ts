/**
 * What a player types for a session-time limit, as whole minutes: "90", or hours and minutes as
 * "1:30". Anything else, or 0, reads as '' so the shared schema refuses it on the field; a value
 * over a day stays a number, so the shared schema names the day's ceiling in its own message.
 */
export function parseMinutes(text: string): string {
  const clean = text.trim();
  const whole = /^\d{1,5}$/.exec(clean);
  if (whole) return Number(clean) > 0 ? String(Number(clean)) : '';
  const hm = /^(\d{1,2}):([0-5]\d)$/.exec(clean);
  if (!hm) return '';
  const total = Number(hm[1]) * 60 + Number(hm[2]);
  return total > 0 ? String(total) : '';
}
