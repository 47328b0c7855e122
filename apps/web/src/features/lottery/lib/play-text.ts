import type { TFunction } from 'i18next';

/**
 * i18n keys of play type names and help: numbered families share one text with the number as a
 * parameter (SSC_POS3 -> lottery.play.SSC_POS with n = 3), every other code has its own.
 */
const NUMBERED = /^(SSC_POS|X5_ANY|PK10_PLACE|LO|XIEN|TRUOT|CANG)(\d+)$/;

export function playKey(code: string): { key: string; n?: number } {
  const m = NUMBERED.exec(code);
  return m ? { key: m[1] as string, n: Number(m[2]) } : { key: code };
}

/** The translated name of a play type; the code itself for one this client does not know. */
export function playName(t: TFunction, code: string): string {
  const { key, n } = playKey(code);
  return t(`lottery.play.${key}`, { n, defaultValue: code });
}

/** The short rule of a play type, or '' for an unknown one. */
export function playHelp(t: TFunction, code: string): string {
  const { key, n } = playKey(code);
  return t(`lottery.playHelp.${key}`, { n, defaultValue: '' });
}

/** A pick as a person reads it: words and dragon/tiger translated, numbers as they are. */
export function pickLabel(t: TFunction, pick: string): string {
  if (/^(BIG|SMALL|ODD|EVEN|ANY)$/.test(pick)) return t(`lottery.pick.${pick}`);
  const dt = /^([1-5])([DT])$/.exec(pick);
  if (dt) return t(dt[2] === 'D' ? 'lottery.pick.dragon' : 'lottery.pick.tiger', { n: Number(dt[1]) });
  return pick;
}
