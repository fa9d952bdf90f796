import { CurrentPasswordField, NewPasswordField } from './credential-fields';

export class ChangePasswordDto {
  @CurrentPasswordField('Current password is required')
  currentPassword: string;

  @NewPasswordField()
  newPassword: string;
}
