/** Chunk `house`: the house vendor's game window and its round verification page. */
export { HousePlayPage } from '../house/HousePlayPage.tsx';
export { HouseVerifyPage } from '../house/HouseVerifyPage.tsx';
