import { describe, expect, it } from 'vitest';
import { POST_ID_MAX, postIdOfSegment, readingMinutes, WORDS_PER_MINUTE } from './blog';

describe('reading time of a post', () => {
  it('is at least a minute', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('Five words make a post.')).toBe(1);
  });

  it('counts words at 200 a minute, rounded up', () => {
    expect(readingMinutes('word '.repeat(WORDS_PER_MINUTE))).toBe(1);
    expect(readingMinutes('word '.repeat(WORDS_PER_MINUTE + 1))).toBe(2);
    expect(readingMinutes('word '.repeat(450))).toBe(3);
  });

  it('does not count markup: link targets, image addresses, HTML tags and Markdown symbols', () => {
    const md =
      '## Title\n\n**bold** [a link](https://example.org/a/very/long/path) ![a picture](/blog/x.svg) <details><summary>Q</summary></details>\n\n- one\n- two\n\n| a | b |\n|---|---|';
    const words = 'Title bold a link a picture Q one two a b'.split(' ').length;
    expect(readingMinutes(`${md}\n\n${'word '.repeat(WORDS_PER_MINUTE - words)}`)).toBe(1);
    expect(readingMinutes(`${md}\n\n${'word '.repeat(WORDS_PER_MINUTE - words + 1)}`)).toBe(2);
  });
});

describe('the post id of an address', () => {
  it("is the segment's number when it is written as one", () => {
    expect(postIdOfSegment('12')).toBe(12);
    expect(postIdOfSegment(String(POST_ID_MAX))).toBe(POST_ID_MAX);
  });

  it('is 0 for anything else: no post has that address', () => {
    for (const s of [undefined, '', '0', '012', '-3', '1.5', '1e3', '0x10', ' 5', 'abc', String(POST_ID_MAX + 1), '99999999999']) {
      expect([s, postIdOfSegment(s)]).toEqual([s, 0]);
    }
  });
});
