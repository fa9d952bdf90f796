import { contrastRatio, parseColor } from './contrast';

describe('contrastRatio', () => {
  it('gives the WCAG ratios of known pairs', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
    // WebAIM's checker: #767676 on white is 4.54:1, the lightest grey that passes AA.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#ffffff', '#767676')).toBeCloseTo(4.54, 2);
  });

  it('lays translucent text over its background first', () => {
    // rgba(0,0,0,0.88) on white paints #1f1f1f.
    expect(contrastRatio('rgba(0, 0, 0, 0.88)', '#ffffff')).toBeCloseTo(contrastRatio('#1f1f1f', '#ffffff'), 0);
    expect(contrastRatio('#00000040', '#ffffff')).toBeCloseTo(contrastRatio('#bfbfbf', '#ffffff'), 1);
  });

  it('refuses what it cannot read rather than guess', () => {
    expect(() => parseColor('gold')).toThrow('Not a color this check understands: gold');
    expect(() => contrastRatio('#000', 'rgba(255,255,255,0.5)')).toThrow('A background must be opaque');
  });
});
