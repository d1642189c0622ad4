/**
 * Records' searchable text (domain/search-text.ts) in a form another thread
 * can be given cheaply: each distinct text once, then each document's fields
 * as numbers. Names, school names and bios recur across many records (600k
 * instructors at 100k schools have about 160k distinct texts), so each is
 * folded into words once, however many records share it.
 */
import { WHERE_OF_ROLE, type SearchRole, type SearchTextVisitor } from '../../../domain/search-text.js';
import { grow } from './postings-builder.js';
import type { LevelledPostings } from './levelled-postings.js';
import { TermLists } from './term-lists.js';
import { TextIndex, TextIndexBuilder } from './text-index.js';

export interface TextFields {
  /** Each distinct text, numbered in the order first met. */
  readonly texts: readonly string[];
  /** The fields of document d are the entries from fieldStarts[d] up to fieldStarts[d + 1] of the two below. */
  readonly fieldStarts: Uint32Array;
  readonly textOfField: Uint32Array;
  /** Where each field's words count as found: its role's level (domain/search-text.ts WHERE_OF_ROLE), all relevance needs of it. */
  readonly levelOfField: Uint8Array;
}

/** The search fields of `records`, in order: document d is records[d]. */
export function textFieldsOf<T>(records: readonly T[], searchText: SearchTextVisitor<T>): TextFields {
  const texts: string[] = [];
  const textNumbers = new Map<string, number>();
  const fieldStarts = new Uint32Array(records.length + 1);
  let textOfField = new Uint32Array(Math.max(16, records.length * 3));
  let levelOfField = new Uint8Array(textOfField.length);
  let count = 0;
  // One function for every field of every record: no list or object per text.
  const addField = (role: SearchRole, text: string): void => {
    let textNumber = textNumbers.get(text);
    if (textNumber === undefined) {
      textNumber = texts.push(text) - 1;
      textNumbers.set(text, textNumber);
    }
    if (count === textOfField.length) {
      textOfField = grow(textOfField, 0);
      levelOfField = grow(levelOfField, 0);
    }
    textOfField[count] = textNumber;
    levelOfField[count] = WHERE_OF_ROLE[role];
    count += 1;
  };
  records.forEach((record, doc) => {
    searchText(record, addField);
    fieldStarts[doc + 1] = count;
  });
  // Copies, not views: a view given to another thread takes its whole memory with it, spare room included.
  return { texts, fieldStarts, textOfField: textOfField.slice(0, count), levelOfField: levelOfField.slice(0, count) };
}

/** The text index's posting lists over `fields` (TextIndex.of makes the index of them). */
export function textPostingsOf({ texts, fieldStarts, textOfField, levelOfField }: TextFields): LevelledPostings {
  const builder = new TextIndexBuilder();
  const termsOfText = new TermLists();
  for (const text of texts) termsOfText.push(builder.termsOf(text));
  for (let doc = 0; doc + 1 < fieldStarts.length; doc += 1) {
    for (let field = fieldStarts[doc] as number; field < (fieldStarts[doc + 1] as number); field += 1) {
      builder.addTerms(doc, levelOfField[field] as number, termsOfText.at(textOfField[field] as number));
    }
  }
  return builder.postings();
}

/** The text index over `fields`: of `postings` when they were built elsewhere (text-index-thread.ts), else built here. */
export function textIndexOf(fields: TextFields, postings = textPostingsOf(fields)): TextIndex {
  return TextIndex.of(postings, fields.fieldStarts.length - 1);
}
