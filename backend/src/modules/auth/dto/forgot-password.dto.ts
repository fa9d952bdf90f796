import { EmailField } from './credential-fields';

export class ForgotPasswordDto {
  @EmailField()
  email: string;
}
