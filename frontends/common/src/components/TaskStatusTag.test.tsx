import { taskStatusLabel } from './TaskStatusTag';

it('calls a DRAFT task "Requested" to the client who sent it, "Draft" to the shopper', () => {
  expect(taskStatusLabel('DRAFT', 'CLIENT')).toBe('Requested');
  expect(taskStatusLabel('DRAFT', 'SHOPPER')).toBe('Draft');
  expect(taskStatusLabel('ACTIVE', 'CLIENT')).toBe('Active');
  expect(taskStatusLabel('ON_HOLD')).toBe('On Hold');
});
