import { describe, expect, it } from 'vitest';
import {
  canSendAnswer,
  checkAnswer,
  cleanQuestion,
  containsDate,
  describeVehicle,
  followUpCount,
  hasActions,
  hasIssueKeyword,
  inferQuestionType,
  isHeading,
  isValidQuestion,
  needsFollowUp,
  offTopicReason,
  pickQuestions,
  vehicleDataReply,
  vehicleDataTopic,
  withPrefix,
} from './rules';
import type { VehicleContext } from './types';

describe('valid questions (spec §4: contain "?" and are not headings)', () => {
  it('accepts questions and rejects statements and headings', () => {
    expect(isValidQuestion('Where is the noise coming from?')).toBe(true);
    expect(isValidQuestion('1. Does it happen when braking?')).toBe(true);
    expect(isValidQuestion('Tell me more about the noise.')).toBe(false);
    expect(isValidQuestion('## Do you hear it when braking?')).toBe(false);
    expect(isValidQuestion('Questions?')).toBe(false);
    expect(isValidQuestion('**Follow-up questions?**')).toBe(false);
    expect(isValidQuestion('A few questions for you?')).toBe(false);
    expect(isValidQuestion('?')).toBe(false);
  });

  it('knows headings', () => {
    expect(isHeading('# Diagnosis')).toBe(true);
    expect(isHeading('Some questions for you:')).toBe(true);
    expect(isHeading('**Questions:**')).toBe(true);
    expect(isHeading('Further questions')).toBe(true);
    expect(isHeading('Is the brake pedal soft?')).toBe(false);
  });

  it('cleans bullets, numbering, a (n/total) prefix and wrapping bold', () => {
    expect(cleanQuestion('  2)  Is it   loud? ')).toBe('Is it loud?');
    expect(cleanQuestion('- Is it loud?')).toBe('Is it loud?');
    expect(cleanQuestion('(2/5) Is it loud?')).toBe('Is it loud?');
    expect(cleanQuestion('**Is it loud?**')).toBe('Is it loud?');
  });

  it('prefixes asked questions with (n/total)', () => {
    expect(withPrefix(2, 5, 'Is it loud?')).toEqual({
      key: 'askedQuestion',
      values: { n: 2, total: 5, question: 'Is it loud?' },
    });
  });
});

describe('pickQuestions', () => {
  const answer = {
    further_questions: [
      '## Questions',
      'Where is the noise coming from?',
      'Describe the noise.',
      'Does it happen when braking?',
      'Does it happen when braking?',
      'When did it start?',
      'Is the steering wheel shaking?',
      'Do you see oil drops under the car?',
      'How fast is the leak?',
    ],
    question_types: [
      'free',
      'location',
      'free',
      'yes_no',
      'yes_no',
      'timeframe',
      'yes_no',
      'visible_oil',
      'leak_type',
    ] as const,
  };

  it('keeps valid, distinct questions up to max, typed by question_types', () => {
    const picked = pickQuestions({ ...answer, question_types: [...answer.question_types] }, { max: 5 });
    expect(picked.map((q) => q.text)).toEqual([
      'Where is the noise coming from?',
      'Does it happen when braking?',
      'When did it start?',
      'Is the steering wheel shaking?',
      'Do you see oil drops under the car?',
    ]);
    expect(picked.map((q) => q.type)).toEqual(['location', 'yes_no', 'timeframe', 'yes_no', 'visible_oil']);
    expect(picked.every((q) => q.followUp === false)).toBe(true);
  });

  it('skips questions already asked and marks follow-ups', () => {
    const picked = pickQuestions(
      { ...answer, question_types: [...answer.question_types] },
      { max: 2, asked: ['where is the noise coming from', 'Does it happen when braking?'], followUp: true },
    );
    expect(picked.map((q) => q.text)).toEqual(['When did it start?', 'Is the steering wheel shaking?']);
    expect(picked.every((q) => q.followUp)).toBe(true);
  });

  it('infers the type when question_types is missing or unknown', () => {
    const picked = pickQuestions(
      { further_questions: ['Where is the leak?', 'How long has it been happening?', 'Is it loud?'] },
      { max: 5 },
    );
    expect(picked.map((q) => q.type)).toEqual(['location', 'timeframe', 'yes_no']);
  });
});

describe('inferQuestionType', () => {
  it.each([
    ['Does it happen at idle, when accelerating, braking or cruising?', 'activity'],
    ['How fast is the leak: a slow drip or a stream?', 'leak_type'],
    ['Do you see oil under the engine?', 'visible_oil'],
    ['Where does the smell come from?', 'location'],
    ['When did the noise start?', 'timeframe'],
    ['How long has the light been on?', 'timeframe'],
    ['Is the battery light on?', 'yes_no'],
    ['What colour is the smoke?', 'free'],
  ] as const)('%s → %s', (question, type) => {
    expect(inferQuestionType(question)).toBe(type);
  });
});

describe('answers', () => {
  it('needs 5 characters to send (spec §5)', () => {
    expect(canSendAnswer('Yes')).toBe(false);
    expect(canSendAnswer('  no   ')).toBe(false);
    expect(canSendAnswer('Yes, always')).toBe(true);
    expect(canSendAnswer('abcde')).toBe(true);
  });

  it('checks location answers for a place word', () => {
    for (const ok of [
      'Under the engine',
      'near the wheels',
      'Front right',
      'rear left',
      'below the oil pan',
      'centre',
    ]) {
      expect(checkAnswer('location', ok), ok).toBeNull();
    }
    expect(checkAnswer('location', 'I am not sure')).toEqual({ key: 'location' });
  });

  it('checks timeframe answers for a time word or a date', () => {
    for (const ok of [
      'Since yesterday',
      'today morning',
      'last Friday',
      'about a week',
      '3 months now',
      'two days',
      'a few hours',
      'on 12/03/2026',
      'since 2 May',
      'on Monday',
      'in March',
    ]) {
      expect(checkAnswer('timeframe', ok), ok).toBeNull();
    }
    expect(checkAnswer('timeframe', 'It may be recent')).toEqual({ key: 'timeframe' });
    expect(checkAnswer('timeframe', 'not sure at all')).toEqual({ key: 'timeframe' });
  });

  it('checks activity answers for idle, accelerate, brake or cruise', () => {
    for (const ok of [
      'At idle',
      'when idling',
      'When I accelerate',
      'accelerating uphill',
      'braking hard',
      'while cruising',
    ]) {
      expect(checkAnswer('activity', ok), ok).toBeNull();
    }
    expect(checkAnswer('activity', 'all the time')).toEqual({ key: 'activity' });
  });

  it('checks yes_no and visible_oil answers for a leading yes or no', () => {
    for (const type of ['yes_no', 'visible_oil'] as const) {
      expect(checkAnswer(type, 'Yes, a lot')).toBeNull();
      expect(checkAnswer(type, 'no it does not')).toBeNull();
      expect(checkAnswer(type, 'NO.')).toBeNull();
      expect(checkAnswer(type, 'Maybe yes')).toEqual({ key: 'yesNo' });
      expect(checkAnswer(type, 'nothing seen')).toEqual({ key: 'yesNo' });
      expect(checkAnswer(type, 'yeah sure')).toEqual({ key: 'yesNo' });
    }
  });

  it('checks leak_type answers for slow, drip, steady, stream or pool', () => {
    for (const ok of ['A slow drip', 'dripping', 'steady flow', 'it streams out', 'a pool under the car']) {
      expect(checkAnswer('leak_type', ok), ok).toBeNull();
    }
    expect(checkAnswer('leak_type', 'a lot of it')).toEqual({ key: 'leakType' });
  });

  it('never checks free answers', () => {
    expect(checkAnswer('free', 'whatever it is')).toBeNull();
  });

  it('reads dates', () => {
    expect(containsDate('12/03')).toBe(true);
    expect(containsDate('2026-03-12')).toBe(true);
    expect(containsDate('May 3rd')).toBe(true);
    expect(containsDate('it may be')).toBe(false);
    expect(containsDate('no date here')).toBe(false);
  });
});

describe('off-topic answers (spec §5)', () => {
  it.each([
    ['This is shit', 'profanity'],
    ['fucking hell', 'profanity'],
    ['Hello there!', 'greeting'],
    ['Good morning, how are you?', 'greeting'],
    ['Muraho', 'greeting'],
    ['My phone is 0788 123 456', 'personal_data'],
    ['+250788123456', 'personal_data'],
    ['call me at aline@example.rw', 'personal_data'],
    ['My country is Kenya', 'personal_data'],
    ['I live in Kigali', 'personal_data'],
    ['Rwanda', 'personal_data'],
    ['KG 11 Ave, Kigali', 'personal_data'],
    ['my national id', 'personal_data'],
    ['12345', 'too_short'],
    ['.....', 'too_short'],
    ['aaaaaa', 'too_short'],
    ['sdfghj', 'too_short'],
    ['idk', 'too_short'],
    ['What is the capital of Kenya?', 'non_diagnostic_question'],
    ['Can you write me a poem', 'non_diagnostic_question'],
    ['Who won the match?', 'non_diagnostic_question'],
  ] as const)('%s → %s', (answer, reason) => {
    expect(offTopicReason(answer)).toBe(reason);
  });

  it.each([
    'Yes, a squeal when braking',
    'Under the engine, near the front',
    'Since 12/03/2026',
    'When I brake hard downhill',
    'Could it be the brake pads?',
    'No, the damn light stays off',
    'About 120000 km',
    'Hello, yes it leaks',
  ])('accepts "%s"', (answer) => {
    expect(offTopicReason(answer)).toBeNull();
  });
});

describe('questions about the vehicle (spec §5)', () => {
  const rav4: VehicleContext = {
    year: 2018,
    make: 'Toyota',
    model: 'RAV4',
    fuel_type: 'Petrol',
    transmission: 'Automatic',
    mileage: 84500,
    mileage_unit: 'km',
    engine_type: 'Petrol',
    engine_size: 2.5,
  };

  it.each([
    ['What fuel type does my car use?', 'fuel_type'],
    ['Is it petrol or diesel?', 'fuel_type'],
    ['Is my car automatic?', 'transmission'],
    ['what transmission do I have', 'transmission'],
    ['What is my mileage?', 'mileage'],
    ['How many km has it done?', 'mileage'],
    ['What is the engine size?', 'engine'],
    ['How many cc?', 'engine'],
    ['What year is my car?', 'identity'],
    ['Which model do I drive?', 'identity'],
  ] as const)('%s → %s', (text, topic) => {
    expect(vehicleDataTopic(text)).toBe(topic);
  });

  it('ignores statements that mention the same words', () => {
    expect(vehicleDataTopic('It smells of fuel since yesterday')).toBeNull();
    expect(vehicleDataTopic('The mileage went up fast')).toBeNull();
    expect(vehicleDataTopic('Under the engine')).toBeNull();
  });

  it('answers from the profile', () => {
    const vehicle = '2018 Toyota RAV4';
    expect(vehicleDataReply('fuel_type', rav4)).toEqual({
      key: 'vehicleFuelType',
      values: { vehicle, hasName: 'yes', fuel: 'Petrol' },
    });
    expect(vehicleDataReply('transmission', rav4)).toEqual({
      key: 'vehicleTransmission',
      values: { vehicle, hasName: 'yes', vowel: 'yes', transmission: 'automatic' },
    });
    expect(vehicleDataReply('mileage', rav4)).toEqual({
      key: 'vehicleMileage',
      values: { vehicle, hasName: 'yes', mileage: 84500, unit: 'km' },
    });
    expect(vehicleDataReply('engine', rav4)).toEqual({
      key: 'vehicleEngine',
      values: { vehicle, hasName: 'yes', vowel: 'no', engine: 'Petrol 2.5L' },
    });
    expect(vehicleDataReply('engine', { ...rav4, engine_type: null, engine_size: 2400 })).toEqual({
      key: 'vehicleEngine',
      values: { vehicle, hasName: 'yes', vowel: 'no', engine: '2,400 cc' },
    });
    expect(vehicleDataReply('identity', rav4)).toEqual({ key: 'vehicleIdentity', values: { vehicle } });
  });

  it('gives the texts what they branch on: a known name, a first vowel, lower case, a whole mileage', () => {
    expect(vehicleDataReply('transmission', { transmission: 'Manual' })).toEqual({
      key: 'vehicleTransmission',
      values: { vehicle: '', hasName: 'no', vowel: 'no', transmission: 'manual' },
    });
    expect(vehicleDataReply('engine', { engine_type: 'Electric' })).toEqual({
      key: 'vehicleEngine',
      values: { vehicle: '', hasName: 'no', vowel: 'yes', engine: 'Electric' },
    });
    expect(vehicleDataReply('mileage', { mileage: 84500.5, mileage_unit: 'mi' })).toEqual({
      key: 'vehicleMileage',
      values: { vehicle: '', hasName: 'no', mileage: 84501, unit: 'mi' },
    });
  });

  it('says when the profile lacks the datum', () => {
    expect(vehicleDataReply('fuel_type', { make: 'Toyota' })).toEqual({
      key: 'vehicleDataMissing',
      values: { topic: 'fuel_type' },
    });
    expect(vehicleDataReply('identity', {})).toEqual({
      key: 'vehicleDataMissing',
      values: { topic: 'identity' },
    });
    expect(describeVehicle({})).toBe('');
    expect(describeVehicle({ year: 2016, make: 'Suzuki', model: 'Swift', variant: 'GL' })).toBe(
      '2016 Suzuki Swift GL',
    );
  });
});

describe('follow-ups (spec §4, §9)', () => {
  it('asks while fewer than 5 were asked', () => {
    expect(needsFollowUp(3, 'Yes.')).toBe(true);
    expect(needsFollowUp(4, 'No it is fine')).toBe(true);
  });

  it('from 5 asks only for an issue keyword or a long answer, and never at 7', () => {
    expect(needsFollowUp(5, 'No, all good')).toBe(false);
    expect(needsFollowUp(5, 'Yes, and a squeal too')).toBe(true);
    expect(needsFollowUp(6, 'I think so, mostly in the mornings when cold')).toBe(true);
    expect(needsFollowUp(5, 'x'.repeat(30))).toBe(false);
    expect(needsFollowUp(5, 'x'.repeat(31))).toBe(true);
    expect(needsFollowUp(7, 'Yes, a loud grinding noise and smoke everywhere')).toBe(false);
  });

  it('adds at most 2 and keeps the total at 7', () => {
    expect(followUpCount(3)).toBe(2);
    expect(followUpCount(6)).toBe(1);
    expect(followUpCount(7)).toBe(0);
  });

  it('knows issue keywords', () => {
    expect(hasIssueKeyword('It vibrates at speed')).toBe(true);
    expect(hasIssueKeyword('there is a leak')).toBe(true);
    expect(hasIssueKeyword('No, all good')).toBe(false);
  });

  it('knows actions', () => {
    expect(hasActions({ diy_actions: [], mechanic_required: [], suggestions: [] })).toBe(false);
    expect(hasActions({ diy_actions: ['Check the oil'], mechanic_required: [], suggestions: [] })).toBe(true);
    expect(hasActions({ diy_actions: [], mechanic_required: ['Brake check'], suggestions: [] })).toBe(true);
    expect(hasActions({ diy_actions: [], mechanic_required: [], suggestions: ['Top up'] })).toBe(true);
  });
});
