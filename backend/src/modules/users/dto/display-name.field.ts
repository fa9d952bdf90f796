import { NonBlankText, whenSent } from '../../../common/validation/text-fields';

/** The 100-character limit matches profiles.displayName. */
export const DISPLAY_NAME_MAX_LENGTH = 100;

/**
 * "Display name is required" when missing or blank after trimming. `omittable`: may be left
 * out (partial updates), but never sent blank.
 */
export const DisplayNameField = (options: { omittable?: boolean } = {}) =>
  NonBlankText('Display name', DISPLAY_NAME_MAX_LENGTH, {
    example: 'Jane Doe',
    requiredIf: options.omittable ? whenSent : undefined,
  });
