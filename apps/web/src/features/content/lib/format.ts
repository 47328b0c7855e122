const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Notice dates read yyyy-MM-dd hh:mm:ss. With no am/pm marker shown, the hours are the 24-hour
 * clock's, in the merchant's time zone so every player reads the same time.
 */
export function noticeDate(ms: number, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(ms));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return `${get('year')}-${pad(get('month'))}-${pad(get('day'))} ${pad(get('hour'))}:${pad(get('minute'))}:${pad(get('second'))}`;
}

/** 01, 02, ...: a notice's number on its page of the list. */
export const noticeNumber = (indexOnPage: number, page: number, perPage: number) =>
  pad((page - 1) * perPage + indexOnPage + 1);
