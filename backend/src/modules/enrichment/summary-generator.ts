import type { ProductFacts } from './product-facts';

/**
 * Writes an imported item's summary (`aiSummary`): two or three plain sentences saying what
 * the product is, its key attributes, and its price and store, from the facts read off its
 * page and nothing else. The class is the injection token: the extractive generator is the
 * default (SUMMARY_GENERATOR=extractive); one backed by a language model can be bound instead,
 * held to the same rule of stating only the facts it is given.
 */
export abstract class SummaryGenerator {
  abstract summarize(facts: ProductFacts): Promise<string>;
}
