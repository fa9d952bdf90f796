/**
 * The shopper's invite codes (docs/product-rules.md, "Invite codes"): the generate form (with the
 * personal message of the invitation email), the active codes with their copy buttons, invitation
 * status and Resend, the used codes and the how-to box. The /invite-codes screen lays them out.
 */
export { GenerateCodeForm } from './GenerateCodeForm';
export { HowInviteCodesWork } from './HowInviteCodesWork';
export { InviteCodeLists } from './InviteCodeLists';
