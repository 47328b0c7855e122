// The console's script faces, from the packages the player site uses. Each face is cut by
// unicode-range, so a browser fetches only the slices of the characters on screen. The Chinese
// face's stylesheet alone is a hundred kilobytes of slices: only Chinese loads it.
import '@fontsource-variable/noto-sans-khmer';

export function loadFontsFor(code: string) {
  // A module loads once: switching back to Chinese fetches nothing again.
  if (code === 'zh') void import('@fontsource-variable/noto-sans-sc');
}
