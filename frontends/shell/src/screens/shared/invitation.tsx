import { Alert } from 'antd';
import type { Invitation } from './registration-checks';
import { isBlank } from './validation';

/** The account fields an invitation fills in, and the invitation's field for each. */
const PREFILLED = [
  ['displayName', 'clientName'],
  ['email', 'clientEmail'],
] as const;

type AccountFields = { displayName?: string; email?: string };

/**
 * The name and email the shopper wrote the invitation for, for the fields still blank or still
 * holding what an earlier invitation filled in: what the visitor typed stays hers.
 */
export function invitationPrefill(
  current: AccountFields,
  invitation: Invitation,
  previous: Invitation | null,
): AccountFields {
  const prefill: AccountFields = {};
  for (const [field, offered] of PREFILLED) {
    const value = invitation[offered];
    const untouched = isBlank(current[field]) || current[field] === previous?.[offered];
    if (value && untouched) prefill[field] = value;
  }
  return prefill;
}

/** "Invitation from {shopper}": whose code the visitor applied. */
export function InvitationNote({ invitation }: { invitation: Invitation }) {
  return (
    <Alert
      type="info"
      showIcon
      title={`Invitation from ${invitation.shopperDisplayName}`}
      style={{ marginBottom: 16 }}
      data-testid="invitation-note"
    />
  );
}
