import { describe, expect, it } from 'vitest';
import { pageOptions, shareSlugFromPath } from './page-options';

describe('the public page address', () => {
  it('takes the share slug from /t/{shareSlug}', () => {
    expect(shareSlugFromPath('/t/Ab3_x-9kLmNoPqRs')).toBe('Ab3_x-9kLmNoPqRs');
    expect(shareSlugFromPath('/t/Ab3_x-9kLmNoPqRs/')).toBe('Ab3_x-9kLmNoPqRs');
    expect(shareSlugFromPath('/t/a%20b')).toBe('a b');
    expect(shareSlugFromPath('/t/')).toBeNull();
    expect(shareSlugFromPath('/console/t/x')).toBeNull();
    expect(shareSlugFromPath('/t/%E0%A4%A')).toBeNull();
  });

  it('reads the embedded and wall modes from the query', () => {
    const at = (search: string) => pageOptions({ pathname: '/t/slug', search });
    expect(at('')).toEqual({ shareSlug: 'slug', embed: false, wall: false });
    expect(at('?embed=1')).toMatchObject({ embed: true, wall: false });
    expect(at('?embed=true&view=wall')).toMatchObject({ embed: true, wall: true });
    expect(at('?embed=0')).toMatchObject({ embed: false });
    expect(at('?view=list')).toMatchObject({ wall: false });
  });
});
