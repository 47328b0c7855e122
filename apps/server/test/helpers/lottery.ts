/** A hand-checked northern result, shared by the lottery rule tests (counts are noted where used). */
import type { VnResult } from '../../src/modules/lottery/rules/vn-result.ts';

export const NORTH: VnResult = {
  region: 'NORTH',
  special: ['12345'],
  first: ['67890'],
  second: ['11122', '33344'],
  third: ['55566', '77788', '99900', '12121', '34343', '56565'],
  fourth: ['1245', '3345', '5645', '7845'],
  fifth: ['1111', '2222', '3333', '4444', '5555', '6666'],
  sixth: ['123', '456', '789'],
  seventh: ['45', '67', '89', '01'],
};
