import { Col, Form, type FormRule, Row } from 'antd';
import { OptionAutoComplete } from '../components/OptionAutoComplete';
import { TagsSelect } from '../components/TagsSelect';
import type { RecipientFormValues } from './recipient-form-values';
import {
  BOTTOM_SIZE_OPTIONS,
  BRAND_OPTIONS,
  COLOR_OPTIONS,
  type Option,
  SHOE_SIZE_OPTIONS,
  STYLE_OPTIONS,
  TOP_SIZE_OPTIONS,
} from './recipient-options';

/** The api's limit for each sizing text. */
export const SIZING_MAX_LENGTH = 200;

const textLimit = (label: string): FormRule => ({
  max: SIZING_MAX_LENGTH,
  message: `${label} must be at most ${SIZING_MAX_LENGTH} characters`,
});

/** Tags are sent as one text ("navy, earth-tones"), which has the same limit. */
const tagsLimit = (label: string): FormRule => ({
  validator: async (_rule, value: string[] | undefined) => {
    if ((value ?? []).join(', ').length > SIZING_MAX_LENGTH) {
      throw new Error(`${label} must be at most ${SIZING_MAX_LENGTH} characters`);
    }
  },
});

type TextName = keyof Pick<RecipientFormValues, 'topSize' | 'bottomSize' | 'shoeSize' | 'stylePreference'>;

/**
 * One text: pick a preset or type anything ("10.5 wide", "EU 38", "quiet luxury"). A preset
 * is shown by its label and stored as its code; Enter picks, and does not save the form.
 */
function TextChoiceField({
  name,
  label,
  options,
  placeholder,
}: {
  name: TextName;
  label: string;
  options: Option[];
  placeholder: string;
}) {
  return (
    <Form.Item name={name} label={label} rules={[textLimit(label)]}>
      <OptionAutoComplete codes={options.map((option) => option.value)} placeholder={placeholder} />
    </Form.Item>
  );
}

type TagsName = keyof Pick<RecipientFormValues, 'preferredColors' | 'brands'>;

/** Presets or the user's own words as tags (typed text becomes a tag on Enter, comma or leaving the field). */
function TagsField({ name, label, options }: { name: TagsName; label: string; options: Option[] }) {
  return (
    <Form.Item name={name} label={label} rules={[tagsLimit(label)]}>
      <TagsSelect options={options} placeholder="Pick or type your own" />
    </Form.Item>
  );
}

/**
 * The recipient's sizes and tastes (`profile.sizing`), every one optional free text; a place
 * (`sizes` false) has colors, a style and brands, and no clothing sizes.
 */
export function SizingFields({ sizes = true }: { sizes?: boolean }) {
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <legend style={{ fontSize: 15, fontWeight: 600, marginBottom: 12, border: 0 }}>
        {sizes ? 'Sizes and style' : 'Style'}
      </legend>
      {sizes && (
        <Row gutter={12}>
          <Col xs={24} sm={8}>
            <TextChoiceField name="topSize" label="Top size" options={TOP_SIZE_OPTIONS} placeholder="Any size" />
          </Col>
          <Col xs={24} sm={8}>
            <TextChoiceField
              name="bottomSize"
              label="Bottom size"
              options={BOTTOM_SIZE_OPTIONS}
              placeholder="Any size"
            />
          </Col>
          <Col xs={24} sm={8}>
            <TextChoiceField name="shoeSize" label="Shoe size" options={SHOE_SIZE_OPTIONS} placeholder="Any size" />
          </Col>
        </Row>
      )}
      <TagsField name="preferredColors" label="Preferred colors" options={COLOR_OPTIONS} />
      <TextChoiceField
        name="stylePreference"
        label="Style preference"
        options={STYLE_OPTIONS}
        placeholder="Pick one or type your own"
      />
      <TagsField name="brands" label="Brands" options={BRAND_OPTIONS} />
    </fieldset>
  );
}
