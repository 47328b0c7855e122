import { describe, expect, it } from 'vitest';
import { combinePositions, mergePicks, parseTypedNumbers } from './parse-numbers.ts';

describe('typed number lists', () => {
  it('reads space, comma and line separated lists', () => {
    expect(parseTypedNumbers('05 15 25', 2)).toEqual({ numbers: ['05', '15', '25'], invalid: [] });
    expect(parseTypedNumbers('05,15', 2)).toEqual({ numbers: ['05', '15'], invalid: [] });
    expect(parseTypedNumbers(' 05 ,  15;25\n35，45、55 ', 2).numbers).toEqual(['05', '15', '25', '35', '45', '55']);
  });

  it('keeps each number once and reports what is not a number of the right length', () => {
    expect(parseTypedNumbers('05 05 5 123 ab 15 5', 2)).toEqual({ numbers: ['05', '15'], invalid: ['5', '123', 'ab'] });
    expect(parseTypedNumbers('123 0456 999', 3)).toEqual({ numbers: ['123', '999'], invalid: ['0456'] });
    expect(parseTypedNumbers('0000 1234', 4).numbers).toEqual(['0000', '1234']);
    expect(parseTypedNumbers('   ', 2)).toEqual({ numbers: [], invalid: [] });
  });

  it('combines one digit per position into every number', () => {
    expect(combinePositions([['1', '0'], ['5']])).toEqual(['05', '15']);
    expect(combinePositions([['1'], ['2'], ['3', '4']])).toEqual(['123', '124']);
    expect(combinePositions([['1'], []])).toEqual([]);
  });

  it('merges pick lists without repeats', () => {
    expect(mergePicks(['05', '15'], ['15', '25'])).toEqual(['05', '15', '25']);
  });
});
