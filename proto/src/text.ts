import { z } from 'zod';

/** NUL and unpaired surrogates: no store, log or browser keeps them as they were sent. */
const UNSTORABLE = /[\u0000\p{Cs}]/u;
/** Bidi controls and zero-width characters: they reorder or hide what a name or title shows. */
const HIDDEN = /[\p{Bidi_Control}\u200B\u2060-\u2064\uFEFF\u180E]/gu;
/** Zero-width (non-)joiners spell Persian and Indic words and build emoji: kept only there. */
const SHOWN = String.raw`[^\s\p{Default_Ignorable_Code_Point}]`;
const STRAY_JOINER = new RegExp(String.raw`(?<!${SHOWN})[\u200C\u200D]|[\u200C\u200D](?!${SHOWN})`, 'gu');
/** A character that leaves a mark on screen: not a space, control, format or blank filler. */
const VISIBLE = /[^\s\p{Cc}\p{Cf}\p{M}\p{Default_Ignorable_Code_Point}\u2800]/gu;

export const isStorable = (value: string): boolean => !UNSTORABLE.test(value);
export const stripHidden = (value: string): string => value.replace(HIDDEN, '').replace(STRAY_JOINER, '');
/** A name someone else chose (an identity provider's): cleaned, never refused. */
export const cleanDisplayName = (value: string): string => stripHidden(value).replace(new RegExp(UNSTORABLE, 'gu'), '').trim();
export const visibleLength = (value: string): number => value.match(VISIBLE)?.length ?? 0;
export const isVisible = (value: string): boolean => visibleLength(value) > 0;

export const unstorableMessage = (field: string) =>
  `The ${field} contains a character that cannot be saved (a null or broken character). Please remove it.`;

/** Any text a person types: NUL and unpaired surrogates are refused with a message naming the field. */
export const typedText = (field: string, params?: { error: string }) =>
  z.string(params).refine(isStorable, { message: unstorableMessage(field), abort: true });

/** A name or a title, shown to others: also loses bidi controls and zero-width characters, trimmed. */
export const shownText = (field: string, params?: { error: string }) => typedText(field, params).overwrite(stripHidden).trim();

/** A required name or title: blank unless it has a visible character. */
export const requiredShownText = (field: string, blank: string) =>
  shownText(field, { error: blank }).refine(isVisible, { message: blank, abort: true });

/** Optional text: nothing visible means none was given. */
export const omittedWhenBlank = <S extends z.ZodType<string, string>>(schema: S) =>
  schema.nullish().transform((v) => (v && isVisible(v) ? v : undefined));
