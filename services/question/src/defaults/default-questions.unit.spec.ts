import { KNOWN_CATEGORIES, QuestionBody, type KnownCategory } from '@pill/proto/question';
import { Id, IsoDateTime } from '@pill/proto/common';
import { LIMITS } from '@pill/proto/limits';
import { DEFAULT_QUESTIONS, DEFAULT_QUESTIONS_CREATED_AT } from './default-questions';

describe('default question library', () => {
  it.each(Object.keys(KNOWN_CATEGORIES) as KnownCategory[])('offers at least 5 questions in %s', (category) => {
    expect(DEFAULT_QUESTIONS.filter((q) => q.category === category).length).toBeGreaterThanOrEqual(5);
  });

  it('uses only known categories', () => {
    for (const q of DEFAULT_QUESTIONS) expect(Object.keys(KNOWN_CATEGORIES)).toContain(q.category);
  });

  it('gives every question a unique, stable, URL-safe id prefixed default-', () => {
    const ids = DEFAULT_QUESTIONS.map((q) => q.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(/^default-[a-z]+-\d+$/);
      expect(Id.safeParse(id).success).toBe(true);
    }
  });

  it('numbers ids after their category', () => {
    for (const q of DEFAULT_QUESTIONS) expect(q.id.startsWith(`default-${q.category}-`)).toBe(true);
  });

  it('preselects the keep doing and start/stop questions as the first two general ones', () => {
    const general = DEFAULT_QUESTIONS.filter((q) => q.category === 'general').slice(0, LIMITS.preselectedGeneralQuestions);
    expect(general.map((q) => q.id)).toEqual(['default-general-1', 'default-general-2']);
    expect(general[0].text).toBe('What should I keep doing?');
    expect(general[1].text).toBe('What should I start or stop doing?');
  });

  it('keeps every question within the limits an owner-written one must meet', () => {
    for (const q of DEFAULT_QUESTIONS) {
      const parsed = QuestionBody.safeParse({ text: q.text, subtext: q.subtext, category: q.category });
      expect(parsed.success).toBe(true);
      expect(q.text.length).toBeLessThanOrEqual(LIMITS.maxQuestionTextLength);
      expect((q.subtext ?? '').length).toBeLessThanOrEqual(LIMITS.maxQuestionSubtextLength);
      expect(q.text).toBe(q.text.trim());
      if (q.subtext !== undefined) expect(q.subtext.trim()).not.toBe('');
    }
  });

  it('asks open questions, not duplicates', () => {
    const texts = DEFAULT_QUESTIONS.map((q) => q.text.toLowerCase());
    expect(new Set(texts).size).toBe(texts.length);
    for (const q of DEFAULT_QUESTIONS) expect(q.text.endsWith('?')).toBe(true);
  });

  it('carries a fixed creation date', () => {
    expect(IsoDateTime.safeParse(DEFAULT_QUESTIONS_CREATED_AT).success).toBe(true);
    expect(DEFAULT_QUESTIONS_CREATED_AT).toBe('2025-06-28T00:00:00.000Z');
  });
});
