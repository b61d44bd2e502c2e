import { describe, expect, it } from 'vitest';
import { appearanceToStyle } from './appearance';

describe('appearanceToStyle', () => {
  it('maps appearance fields to --curate- custom properties, numbers as px', () => {
    expect(
      appearanceToStyle({ colorPrimary: '#7c3aed', radius: 10, fontFamily: 'Georgia, serif', fontSize: '15px' }),
    ).toEqual({
      '--curate-color-primary': '#7c3aed',
      '--curate-radius-md': '10px',
      '--curate-font-family': 'Georgia, serif',
      '--curate-font-size-md': '15px',
    });
  });

  it('leaves out unset and empty fields so the stylesheet defaults apply', () => {
    expect(appearanceToStyle(undefined)).toEqual({});
    expect(appearanceToStyle({ colorPrimary: '', colorText: undefined })).toEqual({});
  });
});
