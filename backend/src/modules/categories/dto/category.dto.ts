import { ApiProperty } from '@nestjs/swagger';
import { CATEGORY_KEYS, type CategoryKey } from '../category.entity';
import type { FormFieldType } from '../category-form-schemas';

const FORM_FIELD_TYPES: FormFieldType[] = ['string', 'number', 'date', 'string[]'];

export class FormFieldDto {
  @ApiProperty({ example: 'style', description: "Key of this answer in a task's `answers`" })
  key: string;

  @ApiProperty({ example: 'Style preference' })
  label: string;

  @ApiProperty({ enum: FORM_FIELD_TYPES, description: '`date` is YYYY-MM-DD; `string[]` a list of text' })
  type: FormFieldType;

  @ApiProperty({ description: 'Marked required in the form (not enforced when a task is created)' })
  required: boolean;

  @ApiProperty({
    type: [String],
    required: false,
    description: 'Choices the form offers; custom text is accepted as well',
  })
  options?: readonly string[];

  @ApiProperty({ required: false, description: 'Smallest accepted value of a number field' })
  min?: number;
}

export class RequireAnyOfDto {
  @ApiProperty({ type: [String] })
  keys: readonly string[];

  @ApiProperty({ example: 'At least one size is required' })
  message: string;
}

export class CategoryFormSchemaDto {
  @ApiProperty({ type: [FormFieldDto] })
  fields: readonly FormFieldDto[];

  @ApiProperty({ type: [RequireAnyOfDto], required: false })
  requireAnyOf?: readonly RequireAnyOfDto[];
}

/** A service category and the questions its task form asks. */
export class CategoryDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: CATEGORY_KEYS })
  key: CategoryKey;

  @ApiProperty({ example: 'Clothing & Fashion' })
  name: string;

  @ApiProperty()
  description: string;

  @ApiProperty({ type: CategoryFormSchemaDto })
  formSchema: CategoryFormSchemaDto;
}
