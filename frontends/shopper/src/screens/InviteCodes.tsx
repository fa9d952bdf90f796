import { Placeholder } from './Placeholder';

/** PLACEHOLDER — invite code management (spec section 2, "Invite codes"). */
export default function InviteCodes() {
  return <Placeholder title="Invite Codes" route="/invite-codes" />;
}
