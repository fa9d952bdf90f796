import { CurrentPasswordField, EmailField } from './credential-fields';

export class LoginDto {
  @EmailField()
  email: string;

  @CurrentPasswordField('Password is required')
  password: string;
}
