// Runs before the app bundle so the first paint already has the remembered theme and brand
// colours, and the active language's font is on its way before the page asks for it.
import { loadFontsFor, storedLanguageCode } from './fonts/fonts.ts';
import { applyRememberedTokens, applyTheme, storedTheme } from './theme.ts';

applyTheme(storedTheme());
applyRememberedTokens();
loadFontsFor(storedLanguageCode());
