/** What other features may use of the lottery: its game menus, by name. */
export { gameMenusQuery } from './api/game-menus.ts';
