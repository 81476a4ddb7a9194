// The fold that search compares text by, in each of the shop's languages.
import { describe, expect, it } from 'vitest';
import { foldSearchText } from './fold-text';

describe('folding', () => {
  it('lower-cases, and folds ё and the Arabic letter forms, harakat and tatweel', () => {
    expect(foldSearchText('Ёлка ЁЖ')).toBe('елка еж');
    expect(foldSearchText('أإآٱ')).toBe('اااا');
    expect(foldSearchText('مضخة على')).toBe('مضخه علي');
    expect(foldSearchText('مُـضَخَّةٌ')).toBe('مضخه');
    expect(foldSearchText('بتصميمٰ')).toBe('بتصميم');
    // One character for one, as PostgreSQL's lower(): no final sigma, no combining dot.
    expect(foldSearchText('ΣΑΣ İ')).toBe('σασ i');
  });
});
