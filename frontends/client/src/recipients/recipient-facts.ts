import { formatDate } from '@atelier/common';
import { relationshipLabel } from '@atelier/common/recipients';

/**
 * The relationship's label, unless the name already says it ("Myself" for self, "Other"
 * for other): the card then shows the name alone.
 */
export function relationshipCaption(displayName: string, relationship: string): string | null {
  const label = relationshipLabel(relationship);
  return label.trim().toLowerCase() === displayName.trim().toLowerCase() ? null : label;
}

/**
 * "May 14, 1990". A birthdate is a calendar day (YYYY-MM-DD), read as local midnight: read
 * as UTC it would show the day before anywhere west of Greenwich.
 */
export function formatBirthdate(birthdate: string | null): string {
  return birthdate ? formatDate(`${birthdate}T00:00:00`) : '';
}
