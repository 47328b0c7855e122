// Runs before the app bundle so the first paint already has the remembered theme.
import { applyTheme, storedTheme } from './theme.ts';

applyTheme(storedTheme());
