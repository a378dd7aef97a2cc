import { describe, expect, it } from 'vitest';
import { likeCountShown } from './post-likes';

describe("the count a post's heart shows", () => {
  it("is the server's count while the shopper has not changed their like", () => {
    expect(likeCountShown({ like_count: 7, is_like: false }, false)).toBe(7);
    expect(likeCountShown({ like_count: 7, is_like: true }, true)).toBe(7);
  });

  it('moves by one when the shopper likes or takes back a like', () => {
    expect(likeCountShown({ like_count: 7, is_like: false }, true)).toBe(8);
    expect(likeCountShown({ like_count: 7, is_like: true }, false)).toBe(6);
  });

  it('never shows less than none', () => {
    expect(likeCountShown({ like_count: 0, is_like: true }, false)).toBe(0);
  });
});
