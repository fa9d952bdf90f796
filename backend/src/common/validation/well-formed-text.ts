import { ValidateBy, type ValidationOptions } from 'class-validator';

/** In a `u` regular expression a surrogate pair is one code point: this finds only lone halves. */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * False for a string holding a lone UTF-16 surrogate: it is no text at all (it cannot be
 * encoded as UTF-8, so a database would store something else) and some validators (isEmail)
 * throw on it instead of answering. Anything that is not a string passes: IsString judges it.
 */
export function isWellFormedText(value: unknown): boolean {
  return typeof value !== 'string' || !LONE_SURROGATE.test(value);
}

/**
 * Refuses malformed text with the field's own message. List it before validators that could
 * throw on such text: with `stopAtFirstError` they then never see it.
 */
export function IsWellFormedText(options: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isWellFormedText', validator: { validate: isWellFormedText } }, options);
}
