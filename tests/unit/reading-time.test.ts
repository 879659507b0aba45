import { describe, expect, it } from 'vitest';
import { lessonsMessages } from '@/messages/lessons';
import { homeMessages, readingTime } from '@/messages/site';

describe('reading times', () => {
  it('are written one way across the site: minutes under an hour, « h » past it', () => {
    expect(readingTime(45)).toBe('45\u00A0min');
    expect(readingTime(60)).toBe('1\u00A0h\u00A000');
    expect(readingTime(89)).toBe('1\u00A0h\u00A029');
  });

  it('say the same duration the same way on the home page and in the learning path', () => {
    expect(homeMessages.totalTime(89)).toContain('1\u00A0h\u00A029');
    expect(lessonsMessages.progress.remaining(89)).toContain('1\u00A0h\u00A029');
    expect(lessonsMessages.progress.remaining(89)).not.toContain('89');
  });
});
