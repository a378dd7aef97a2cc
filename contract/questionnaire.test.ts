import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { answerErrors, isQuestionnaireUrl, type Question } from './questionnaire';

describe('the questionnaire url rule (spec section 5)', () => {
  it('takes ftp, http and https urls without spaces', () => {
    for (const url of [
      'https://shop.example/questionnaire/1?t=abc',
      'http://127.0.0.1:4431/questionnaire/2',
      'ftp://files.example/q',
      'HTTPS://SHOP.EXAMPLE/Q',
    ]) {
      expect(isQuestionnaireUrl(url), url).toBe(true);
    }
  });
  it('refuses other schemes, relative urls, spaces and nothing', () => {
    for (const url of [
      'javascript:alert(1)',
      '/questionnaire/1',
      'https://shop.example/a b',
      ' https://shop.example/q',
      'https://',
      'mailto:a@b.c',
      'httpx://a',
      '',
    ]) {
      expect(isQuestionnaireUrl(url), url).toBe(false);
    }
  });
});

describe('answerErrors', () => {
  const questions: Question[] = [
    {
      id: 'one',
      kind: 'single',
      text: 'One?',
      required: true,
      options: [
        { id: 'a', text: 'A' },
        { id: 'b', text: 'B' },
      ],
    },
    {
      id: 'many',
      kind: 'multiple',
      text: 'Many?',
      required: false,
      options: [
        { id: 'x', text: 'X' },
        { id: 'y', text: 'Y' },
      ],
    },
    { id: 'rate', kind: 'rating', text: 'Rate?', required: true, options: [] },
    { id: 'say', kind: 'text', text: 'Say?', required: false, options: [] },
  ];
  it('passes complete answers and leaves optional ones out', () => {
    expect(
      answerErrors(questions, [
        { question_id: 'one', values: ['a'] },
        { question_id: 'rate', values: ['5'] },
      ]),
    ).toEqual({});
    expect(
      answerErrors(questions, [
        { question_id: 'one', values: ['b'] },
        { question_id: 'many', values: ['x', 'y'] },
        { question_id: 'rate', values: ['1'] },
        { question_id: 'say', values: ['ok'] },
      ]),
    ).toEqual({});
  });
  it('asks for required answers, except in a draft', () => {
    expect(answerErrors(questions, [{ question_id: 'say', values: ['  '] }])).toEqual({
      one: messages.answerRequired,
      rate: messages.answerRequired,
    });
    expect(answerErrors(questions, [], { draft: true })).toEqual({});
  });
  it('refuses unknown options, two choices for one, repeated choices, ratings out of range, long texts and unknown questions', () => {
    expect(
      answerErrors(
        questions,
        [
          { question_id: 'one', values: ['a', 'b'] },
          { question_id: 'many', values: ['x', 'x'] },
          { question_id: 'rate', values: ['6'] },
          { question_id: 'say', values: ['x'.repeat(1001)] },
          { question_id: 'who', values: ['?'] },
        ],
        { draft: true },
      ),
    ).toEqual({
      one: messages.answerInvalid,
      many: messages.answerInvalid,
      rate: messages.answerInvalid,
      say: messages.answerTooLong,
      answers: messages.answerInvalid,
    });
    expect(
      answerErrors(questions, [
        { question_id: 'one', values: ['c'] },
        { question_id: 'rate', values: ['0'] },
      ]),
    ).toEqual({ one: messages.answerInvalid, rate: messages.answerInvalid });
  });
});
