import { DisplayNameField } from '../../users/dto/display-name.field';
import { EmailField, NewPasswordField } from './credential-fields';

export class RegisterShopperDto {
  @EmailField()
  email: string;

  @NewPasswordField()
  password: string;

  @DisplayNameField()
  displayName: string;
}
