/**
 * Recipients (docs/product-rules.md, "Recipients"): the people and places a client shops for. The
 * recipients screen and the task wizard share the form, its option lists and the query hooks.
 */
export { RecipientForm, todayIso } from './RecipientForm';
export type { RecipientFormProps } from './RecipientForm';
export { RecipientFormModal } from './RecipientFormModal';
export { AddMyselfButton } from './AddMyselfButton';
export type { AddMyselfButtonProps } from './AddMyselfButton';
export { hasMyself, isPlace, MYSELF } from './myself';
export type { RecipientFormModalProps } from './RecipientFormModal';
export { useRecipients } from './api/use-recipients';
export type { RecipientListItem } from './api/use-recipients';
export { useCreateRecipient } from './api/use-create-recipient';
export type { CreateRecipientBody } from './api/use-create-recipient';
export { useUpdateRecipient } from './api/use-update-recipient';
export { useDeleteRecipient } from './api/use-delete-recipient';
export { RECIPIENT_MESSAGES } from './recipient-messages';
export { toFormValues, toRecipientFields } from './recipient-form-values';
export type { Recipient, RecipientFields, RecipientFormValues } from './recipient-form-values';
export {
  BOTTOM_SIZE_OPTIONS,
  BRAND_OPTIONS,
  COLOR_OPTIONS,
  genderLabel,
  genderOptions,
  RECIPIENT_GENDERS,
  RELATIONSHIP_OPTIONS,
  relationshipLabel,
  SHOE_SIZE_OPTIONS,
  STYLE_OPTIONS,
  TOP_SIZE_OPTIONS,
} from './recipient-options';
export type { Gender, Option as RecipientOption, Relationship } from './recipient-options';
