import { isURL, ValidateBy, type ValidationOptions } from 'class-validator';
import { isUploadUrl } from '../../../infra/storage/upload-keys';

export function isHttpUrl(value: unknown): value is string {
  return typeof value === 'string' && isURL(value, { protocols: ['http', 'https'], require_protocol: true });
}

/**
 * A file an item may point at: one of our uploads or a file hosted elsewhere over http(s).
 * Never a data:, javascript: or relative URL. Whether an upload exists is checked later.
 */
export function IsUploadOrHttpUrl(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isUploadOrHttpUrl',
      validator: { validate: (value) => typeof value === 'string' && (isUploadUrl(value) || isHttpUrl(value)) },
    },
    options,
  );
}
