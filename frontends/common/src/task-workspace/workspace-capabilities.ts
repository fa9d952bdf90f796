/** Who is looking at the workspace decides what is editable (docs/product-rules.md, "Roles and permissions"). */
export type WorkspaceRole = 'SHOPPER' | 'CLIENT';

export interface WorkspaceCapabilities {
  /** Title, status, fee and notes. */
  editTask: boolean;
  /** Add, edit and delete items, their photos and receipts, import from a link. */
  editItems: boolean;
  /** Like or dislike items (the shopper sees the counts only). */
  reactToItems: boolean;
  /** Create, finalize, capture, mark paid and void the invoice. */
  manageInvoice: boolean;
  /** Service fees are visible to the shopper only. */
  seeFees: boolean;
  /** Take back a request she sent (the client's). */
  withdrawRequest: boolean;
  /** Where "Back to Dashboard" leads. */
  dashboardPath: string;
}

export function capabilitiesFor(role: WorkspaceRole): WorkspaceCapabilities {
  const shopper = role === 'SHOPPER';
  return {
    editTask: shopper,
    editItems: shopper,
    reactToItems: !shopper,
    manageInvoice: shopper,
    seeFees: shopper,
    withdrawRequest: !shopper,
    dashboardPath: shopper ? '/shopper-dashboard' : '/client-dashboard',
  };
}
