import { ATTRITION } from './attrition';
import { CONDUCT } from './conduct';
import { DISCRIMINATION } from './discrimination';
import { ETHICS } from './ethics';
import { FIFTH, FIFTH_INNOCENT } from './fifth-concerns';
import { FOURTH, FOURTH_INNOCENT } from './fourth-concerns';
import { ALARMING_BUT_FINE } from './innocent-alarming';
import { EVERYDAY } from './innocent-everyday';
import { INTIMIDATION } from './intimidation';
import { MORE } from './more-concerns';
import { MORE_INNOCENT } from './more-innocent';
import { SAFETY } from './safety';
import { THIRD, THIRD_INNOCENT } from './third-concerns';
import { SUBSTANCE } from './substance';
import { WELLBEING } from './wellbeing';

/** Concern kinds the meaning layer recognises (the eval's kinds; belittling counts as intimidation). */
export const KINDS = ['substance', 'conduct', 'intimidation', 'discrimination', 'safety', 'wellbeing', 'ethics', 'attrition'] as const;
export type SemanticKind = (typeof KINDS)[number];
export type Label = SemanticKind | 'none';

export interface Example { text: string; label: Label }

const of = (label: Label, texts: string[]): Example[] => texts.map((text) => ({ text, label }));

/** The labelled sentences the concern classifier is trained on, written for it (never eval answers). */
export const CORPUS: Example[] = [
  ...of('substance', SUBSTANCE), ...of('conduct', CONDUCT), ...of('intimidation', INTIMIDATION),
  ...of('discrimination', DISCRIMINATION), ...of('safety', SAFETY), ...of('wellbeing', WELLBEING),
  ...of('ethics', ETHICS), ...of('attrition', ATTRITION),
  ...KINDS.flatMap((k) => of(k, MORE[k] ?? [])), ...KINDS.flatMap((k) => of(k, THIRD[k] ?? [])), ...of('none', THIRD_INNOCENT),
  ...KINDS.flatMap((k) => of(k, FOURTH[k] ?? [])), ...of('none', FOURTH_INNOCENT),
  ...KINDS.flatMap((k) => of(k, FIFTH[k] ?? [])), ...of('none', FIFTH_INNOCENT),
  ...of('none', EVERYDAY), ...of('none', ALARMING_BUT_FINE), ...of('none', MORE_INNOCENT),
];
